/// Every scene the lab knows, by kebab-case name.
public enum SceneCatalog {
    /// Scene types in picker order.
    public static let all: [any Scene.Type] = [
        PhotoGridScene.self,
        TodayCardsScene.self,
        CompositionalScene.self,
        ZoomScene.self,
        SpringLabScene.self,
        YourLayoutScene.self,
    ]

    /// The names in picker order.
    public static var names: [String] { all.map { $0.name } }

    /// The scene type called `name`, if any.
    public static func sceneType(named name: String) -> (any Scene.Type)? {
        all.first { $0.name == name }
    }
}
