import SwiftParser
import SwiftSyntax
import TransitionLabCore

/// Arranges pasted layout code for an export (`UserLayoutCode`), as the reader reads it: the members of one view
/// controller. Members of the paste's view controllers (classes whose superclass ends in `ViewController`, their
/// extensions) and its top-level functions and properties become members of the export's class, other types nest in
/// it, extensions of other types stay at the top level; top-level properties become `lazy var`s (they may read each
/// other) and top-level statements run, in order, before the layout is read. Declarations the reader reports as not
/// part of the layout are left out, imports too; each use of a name the values give becomes the value's literal, which
/// Swift types by its context as it would the constant.
public enum SwiftLayoutCode {
    /// `source` arranged for the layout `result` read from it with `values`; nil when the read named no property or
    /// function (nothing to call).
    public static func arrange(source: String, values: SwiftLayoutValues, result: SwiftLayoutReader.Result)
        -> UserLayoutCode?
    {
        guard let entryName = result.name else { return nil }
        let (text, _) = SwiftLayoutReader.blankingPlaceholders(source)
        let file = Parser.parse(source: text)
        let filler = ValueFiller(values: values, declared: DeclaredNames(file).names)
        filler.selfNames = Set(
            file.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }.filter(Arranger.isViewController)
                .map(\.name.text))
        var arranger = Arranger(
            file: file, entryName: entryName, skipped: Set(result.notes.compactMap(skippedName)), filler: filler)
        arranger.arrange()
        return arranger.code
    }

    /// The name in the reader's note on a declaration the layout does not use (`'viewDidLoad' is not part of the
    /// layout: skipped`), whose every declaration (each overload) is left out.
    static func skippedName(_ note: SwiftLayoutDiagnostic) -> String? {
        let suffix = "' is not part of the layout: skipped"
        guard note.message.hasPrefix("'"), note.message.hasSuffix(suffix) else { return nil }
        return String(note.message.dropFirst().dropLast(suffix.count))
    }
}

extension SwiftLayoutCode {
    /// Walks the paste's top level once, sorting its items into members, top-level declarations and statements.
    fileprivate struct Arranger {
        let file: SourceFileSyntax
        let entryName: String
        /// Names the reader reported as not part of the layout.
        let skipped: Set<String>
        let filler: ValueFiller

        private var members: [String] = []
        private var topLevel: [String] = []
        private var statements: [String] = []
        private var classNames: [String] = []
        private var leftOut: [String] = []
        /// The entry's declaration, where the arranged code holds it.
        private var entry: (call: String, isStatic: Bool)?

        init(
            file: SourceFileSyntax, entryName: String, skipped: Set<String>, filler: ValueFiller
        ) {
            self.file = file
            self.entryName = entryName
            self.skipped = skipped
            self.filler = filler
        }

        var code: UserLayoutCode? {
            guard let entry else { return nil }
            var body = members
            var call = entry.call
            if !statements.isEmpty {
                let indented = statements.map { Self.indented($0) }.joined(separator: "\n")
                body.append(
                    "/// Your top-level statements, in their order, then the layout.\n"
                        + "func layoutAfterTopLevelStatements() -> UICollectionViewLayout {\n\(indented)\n"
                        + "    return \(call)\n}")
                call = "layoutAfterTopLevelStatements()"
            }
            // The reader reads `collectionView` as the collection view the layout is for: the class gets one.
            let kept = Parser.parse(source: body.joined(separator: "\n\n"))
            let readsCollectionView = kept.tokens(viewMode: .sourceAccurate).contains {
                $0.tokenKind == .identifier("collectionView")
            }
            if readsCollectionView, !DeclaredNames(kept).names.contains("collectionView") {
                body.insert(
                    "/// The collection view the layout is built for.\nvar collectionView: UICollectionView!", at: 0)
            }
            var notes = filler.filled.sorted().map { "\($0) is filled in with the value you gave." }
            var seen = Set<String>()
            let omitted = leftOut.filter { seen.insert($0).inserted }
            if !omitted.isEmpty {
                notes.append("Left out, not part of the layout: \(omitted.joined(separator: ", ")).")
            }
            // The class answers to the view controllers' names where the code still names them as types.
            let named = Set(kept.tokens(viewMode: .sourceAccurate).map(\.text))
            return UserLayoutCode(
                members: body.joined(separator: "\n\n"), topLevel: topLevel.joined(separator: "\n\n"), entry: call,
                classNames: classNames.filter(named.contains), readsCollectionView: readsCollectionView, notes: notes)
        }

        mutating func arrange() {
            for item in file.statements {
                switch item.item {
                case .decl(let decl): arrange(decl, topLevel: true)
                case .stmt, .expr: statements.append(filled(item))
                }
            }
        }

        private mutating func arrange(_ decl: DeclSyntax, topLevel isTopLevel: Bool) {
            if decl.is(ImportDeclSyntax.self) { return }
            if let type = decl.as(ClassDeclSyntax.self), Self.isViewController(type) {
                classNames.append(type.name.text)
                flatten(type.memberBlock)
            } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                let name = ext.extendedType.trimmedDescription
                if classNames.contains(name) || declaresViewController(named: name) {
                    flatten(ext.memberBlock)
                } else {
                    let kept = ext.memberBlock.members.filter { !isSkipped($0.decl) }
                    if !kept.isEmpty { topLevel.append(filled(ext)) }
                    findEntry(in: ext.memberBlock, typeName: name)
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                guard !isSkipped(decl) else { return leaveOut(decl) }
                members.append(isTopLevel ? lazyVariable(variable) : filled(variable))
                noteEntry(decl)
            } else if decl.is(FunctionDeclSyntax.self) {
                guard !isSkipped(decl) else { return leaveOut(decl) }
                members.append(filled(decl))
                noteEntry(decl)
            } else {
                // A nested type: a layout subclass, an enum of sections or metrics, a cell the code names. Its `Self`
                // is its own, so its code keeps the view controllers' names (the class answers to them).
                let names = filler.selfNames
                filler.selfNames = []
                members.append(filled(decl))
                filler.selfNames = names
                if let type = decl.asProtocol((any NamedDeclSyntax).self), type.name.text == entryName {
                    entry = ("\(entryName)()", false)
                }
                if let group = decl.asProtocol((any DeclGroupSyntax).self) {
                    findEntry(
                        in: group.memberBlock, typeName: decl.asProtocol((any NamedDeclSyntax).self)?.name.text ?? "")
                }
            }
        }

        /// A view controller's members become the class's, less those the layout does not use and its
        /// initialisers (the view controller's own setup).
        private mutating func flatten(_ block: MemberBlockSyntax) {
            for member in block.members {
                if member.decl.is(InitializerDeclSyntax.self) || member.decl.is(DeinitializerDeclSyntax.self) {
                    leftOut.append(member.decl.is(InitializerDeclSyntax.self) ? "an initialiser" : "deinit")
                    continue
                }
                arrange(member.decl, topLevel: false)
            }
        }

        /// The entry declared as a static member of a nested type: `Type.entry`.
        private mutating func findEntry(in block: MemberBlockSyntax, typeName: String) {
            guard entry == nil else { return }
            for member in block.members {
                guard Self.name(of: member.decl) == entryName else { continue }
                let isStatic =
                    member.decl.as(FunctionDeclSyntax.self)?.modifiers.contains { $0.name.text == "static" }
                    ?? member.decl.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.text == "static" } ?? false
                if isStatic { entry = ("\(typeName).\(call(member.decl))", true) }
            }
        }

        private mutating func noteEntry(_ decl: DeclSyntax) {
            guard entry == nil, Self.name(of: decl) == entryName else { return }
            entry = (call(decl), false)
        }

        /// How the class reads the entry: a property by its name, a function called with the collection view or the
        /// view for its parameters.
        private func call(_ decl: DeclSyntax) -> String {
            guard let function = decl.as(FunctionDeclSyntax.self) else { return entryName }
            let arguments = function.signature.parameterClause.parameters.map { parameter in
                let type = parameter.type.trimmedDescription
                let value = type.contains("UICollectionView") ? "collectionView" : "view"
                let label = parameter.firstName.text
                return label == "_" ? value : "\(label): \(value)"
            }
            return "\(entryName)(\(arguments.joined(separator: ", ")))"
        }

        /// A top-level `let` or `var` with a value as a `lazy var` member, so it may read the others.
        private func lazyVariable(_ variable: VariableDeclSyntax) -> String {
            guard variable.bindings.count == 1, let binding = variable.bindings.first, binding.initializer != nil,
                binding.accessorBlock == nil, !variable.modifiers.contains(where: { $0.name.text == "lazy" })
            else { return filled(variable) }
            var lazy = variable
            let leading = variable.bindingSpecifier.leadingTrivia
            lazy.bindingSpecifier = .keyword(.var, trailingTrivia: .space)
            let modifier = DeclModifierSyntax(
                name: .keyword(.lazy, leadingTrivia: variable.modifiers.isEmpty ? leading : [], trailingTrivia: .space))
            if !variable.modifiers.isEmpty { lazy.bindingSpecifier.leadingTrivia = leading }
            lazy.modifiers.append(modifier)
            return filled(lazy)
        }

        private mutating func leaveOut(_ decl: DeclSyntax) {
            leftOut.append(Self.name(of: decl).map { "'\($0)'" } ?? "a declaration")
        }

        private func isSkipped(_ decl: DeclSyntax) -> Bool {
            guard decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) else { return false }
            return Self.name(of: decl).map(skipped.contains) ?? false
        }

        private func declaresViewController(named name: String) -> Bool {
            file.statements.contains { item in
                guard let type = item.item.as(ClassDeclSyntax.self) else { return false }
                return type.name.text == name && Self.isViewController(type)
            }
        }

        /// `node`'s text with the values filled in, its leading blank lines dropped and its indentation removed.
        private func filled(_ node: some SyntaxProtocol) -> String {
            Self.dedented(filler.rewrite(Syntax(node)).description.trimmingLeadingNewlines)
        }

        static func isViewController(_ type: ClassDeclSyntax) -> Bool {
            guard let first = type.inheritanceClause?.inheritedTypes.first else { return false }
            return first.type.trimmedDescription.hasSuffix("ViewController")
        }

        static func name(of decl: DeclSyntax) -> String? {
            if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
            if let variable = decl.as(VariableDeclSyntax.self) {
                return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            return decl.asProtocol((any NamedDeclSyntax).self)?.name.text
        }

        /// `text` indented by four spaces, blank lines left empty.
        static func indented(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
                .joined(separator: "\n")
        }

        /// `text` with the indentation its lines share removed.
        static func dedented(_ text: String) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " }).count }
            let common = indents.min() ?? 0
            return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }
                .joined(separator: "\n")
        }
    }
}

extension String {
    fileprivate var trimmingLeadingNewlines: String {
        String(drop(while: { $0 == "\n" || $0 == "\r" }))
    }
}
