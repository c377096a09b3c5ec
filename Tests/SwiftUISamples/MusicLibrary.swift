import Lunapark

/// A music app's library as iOS 16 tutorials theme it: an indigo title bar with white text
/// (`toolbarBackground` + `toolbarColorScheme(.dark)`), the tab bar's background always shown,
/// and a tap on a song sliding a now-playing bar up from the bottom with a spring.
struct MusicLibrary: View {
    var body: some View {
        TabView {
            LibraryView()
                .tabItem {
                    Label("Library", systemImage: "music.note")
                }
            Text("Search")
                .tabItem {
                    Label("Search", systemImage: "magnifyingglass")
                }
        }
    }
}

struct LibraryView: View {
    let songs = ["Blue in Green", "So What", "Freddie Freeloader", "All Blues"]
    @State private var nowPlaying: String?

    var body: some View {
        NavigationStack {
            ZStack(alignment: .bottom) {
                List(songs, id: \.self) { song in
                    Button {
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                            nowPlaying = song
                        }
                    } label: {
                        Label(song, systemImage: "play.circle")
                    }
                }

                if let nowPlaying {
                    HStack {
                        Image(systemName: "speaker.wave.2.fill")
                        Text(nowPlaying)
                            .font(.headline)
                        Spacer()
                        Image(systemName: "pause.fill")
                    }
                    .foregroundStyle(.white)
                    .padding()
                    .background(.indigo, in: RoundedRectangle(cornerRadius: 14))
                    .padding(.horizontal)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
            .navigationTitle("Library")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.indigo, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
        }
        .toolbarBackground(.visible, for: .tabBar)
    }
}
