import Combine
import Foundation

/// A search model written with Combine as Apple-platform apps write it: a `@Published` query
/// debounced on the main queue, duplicates removed, each query mapped to a `Future`'s
/// publisher, type-erased with `eraseToAnyPublisher()`, the latest one kept with
/// `switchToLatest()`. (OpenCombine 0.14 has no `combineLatest` or `merge`: see the Combine
/// module's README.)
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var searches = 0

    private let catalogue: [String]
    private var cancellables = Set<AnyCancellable>()

    init(catalogue: [String], debounce: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)) {
        self.catalogue = catalogue
        $query
            .debounce(for: debounce, scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { [weak self] query -> AnyPublisher<[String], Never> in
                guard let self else { return Just([]).eraseToAnyPublisher() }
                return self.search(query)
            }
            .switchToLatest()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] found in
                self?.searches += 1
                self?.results = found
            }
            .store(in: &cancellables)
    }

    /// The catalogue entries containing `query`, ignoring case (all of them for an empty query).
    private func search(_ query: String) -> AnyPublisher<[String], Never> {
        let catalogue = self.catalogue
        return Future<[String], Never> { promise in
            guard !query.isEmpty else { return promise(.success(catalogue)) }
            promise(.success(catalogue.filter { $0.lowercased().contains(query.lowercased()) }))
        }
        .eraseToAnyPublisher()
    }
}
