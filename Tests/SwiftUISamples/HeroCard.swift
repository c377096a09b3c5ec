import Lunapark

/// A list of trips whose rows open into a full card with a hero animation, written the way a
/// SwiftUI app writes it (only the import changed): `@Namespace`, `matchedGeometryEffect` on the
/// row's background, icon and title, an if/else between the list and the detail, and
/// `withAnimation(.spring(...))` on a tap.

struct Trip: Identifiable, Equatable {
    let id: Int
    let icon: String
    let name: String
    let color: Color
}

struct TripsView: View {
    @Namespace private var hero
    @State private var openTrip: Trip?

    let trips = [
        Trip(id: 1, icon: "🏔️", name: "Alps", color: .blue),
        Trip(id: 2, icon: "🏝️", name: "Islands", color: .teal),
        Trip(id: 3, icon: "🏜️", name: "Desert", color: .orange),
    ]

    var body: some View {
        ZStack {
            if let trip = openTrip {
                TripDetail(trip: trip, namespace: hero)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { openTrip = nil }
                    }
            } else {
                VStack(spacing: 12) {
                    ForEach(trips) { trip in
                        TripRow(trip: trip, namespace: hero)
                            .onTapGesture {
                                withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { openTrip = trip }
                            }
                    }
                }
            }
        }
        .frame(width: 320, height: 400)
    }
}

struct TripRow: View {
    let trip: Trip
    let namespace: Namespace.ID

    var body: some View {
        HStack(spacing: 12) {
            Text(trip.icon)
                .font(.title)
                .matchedGeometryEffect(id: "icon\(trip.id)", in: namespace)
            Text(trip.name)
                .font(.headline)
                .foregroundStyle(.white)
                .matchedGeometryEffect(id: "name\(trip.id)", in: namespace)
            Spacer()
        }
        .padding()
        .frame(height: 72)
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(trip.color)
                .matchedGeometryEffect(id: "card\(trip.id)", in: namespace)
        )
    }
}

struct TripDetail: View {
    let trip: Trip
    let namespace: Namespace.ID

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(trip.icon)
                .font(.system(size: 80))
                .matchedGeometryEffect(id: "icon\(trip.id)", in: namespace)
            Text(trip.name)
                .font(.largeTitle.bold())
                .foregroundStyle(.white)
                .matchedGeometryEffect(id: "name\(trip.id)", in: namespace)
            Text("Seven days, two guides, one unforgettable view.")
                .foregroundStyle(.white.opacity(0.9))
            Spacer()
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(
            RoundedRectangle(cornerRadius: 28)
                .fill(trip.color)
                .matchedGeometryEffect(id: "card\(trip.id)", in: namespace)
        )
    }
}
