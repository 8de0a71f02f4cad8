import Testing

@testable import ComposableArchitecture

extension CoreTests {
  @Suite @MainActor struct EffectTests {
    @Reducer
    struct Feature {
      struct State: Equatable { var log: [String] = [] }
      enum Action: Equatable {
        case tap(Effect<Action>.Box)
        case log(String)
        case logUUID
      }
      @Dependency(\.uuid) var uuid
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .tap(let box): return box.effect
          case .log(let entry):
            state.log.append(entry)
            return .none
          case .logUUID:
            return .run { send in await send(.log(uuid().uuidString)) }
          }
        }
      }
    }

    @Test func noneDoesNothing() async {
      let store = Store(initialState: Feature.State()) { Feature() }
      let task = store.send(.tap(.init(.none)))
      #expect(task.isCancelled)
      await task.finish()
      #expect(store.log == [])
    }

    @Test func sendIsProcessedBeforeSendReturns() {
      let store = Store(initialState: Feature.State()) { Feature() }
      store.send(.tap(.init(.send(.log("a")))))
      #expect(store.log == ["a"])
    }

    @Test func runSendsActionsBack() async {
      let store = Store(initialState: Feature.State()) { Feature() }
      let task = store.send(
        .tap(
          .init(
            .run { send in
              await send(.log("1"))
              await send(.log("2"))
            }))
      )
      #expect(!task.isCancelled)
      await task.finish()
      #expect(store.log == ["1", "2"])
    }

    @Test func runCatchHandlesErrors() async {
      struct Failure: Error {}
      let store = Store(initialState: Feature.State()) { Feature() }
      await store.send(
        .tap(
          .init(
            .run { _ in
              throw Failure()
            } catch: { error, send in
              await send(.log("caught \(error is Failure)"))
            }))
      ).finish()
      #expect(store.log == ["caught true"])
    }

    @Test func runWithoutCatchReportsUnhandledError() async {
      struct Failure: Error {}
      let store = Store(initialState: Feature.State()) { Feature() }
      await withKnownIssue {
        await store.send(.tap(.init(.run { _ in throw Failure() }))).finish()
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.contains("An \"Effect.run\" returned from \"")
          && text.contains("threw an unhandled error. …")
          && text.contains("EffectTests.Failure()")
          && text.contains("must be handled, with the \"catch\" parameter")
      }
      #expect(store.log == [])
    }

    @Test func cancellationErrorsAreNotReported() async {
      let store = Store(initialState: Feature.State()) { Feature() }
      await store.send(.tap(.init(.run { _ in throw CancellationError() }))).finish()
      #expect(store.log == [])
    }

    @Test func mergeRunsAllSendsInOrder() {
      let store = Store(initialState: Feature.State()) { Feature() }
      store.send(.tap(.init(.merge(.send(.log("a")), .none, .send(.log("b"))))))
      store.send(.tap(.init(.merge([.send(.log("c")), .send(.log("d"))]))))
      store.send(.tap(.init(Effect.send(.log("e")).merge(with: .send(.log("f"))))))
      #expect(store.log == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func mergeOfNoneIsNone() {
      let effect = Effect<Int>.merge((0..<100).map { _ in .none })
      #expect(effect.isNone)
      #expect(Effect<Int>.concatenate([.none, .none]).isNone)
    }

    @Test func mergeRunsEffectsConcurrently() async {
      let clock = TestClock()
      let store = Store(initialState: Feature.State()) { Feature() }
      let task = store.send(
        .tap(
          .init(
            .merge(
              .run { send in
                try await clock.sleep(for: .seconds(2))
                await send(.log("slow"))
              },
              .run { send in
                try await clock.sleep(for: .seconds(1))
                await send(.log("fast"))
              }
            )))
      )
      await clock.advance(by: .seconds(2))
      await task.finish()
      #expect(store.log == ["fast", "slow"])
    }

    @Test func concatenateRunsEffectsInOrder() async {
      let clock = TestClock()
      let store = Store(initialState: Feature.State()) { Feature() }
      let task = store.send(
        .tap(
          .init(
            .concatenate(
              .run { send in
                try await clock.sleep(for: .seconds(2))
                await send(.log("first"))
              },
              .send(.log("second")),
              .run { send in
                try await clock.sleep(for: .seconds(1))
                await send(.log("third"))
              }
            )))
      )
      await clock.advance(by: .seconds(2))
      #expect(store.log == ["first", "second"])
      await clock.advance(by: .seconds(1))
      await task.finish()
      #expect(store.log == ["first", "second", "third"])
      store.send(.tap(.init(Effect.send(.log("x")).concatenate(with: .send(.log("y"))))))
      await settle()
      #expect(store.log.suffix(2) == ["x", "y"])
    }

    @Test func immediateConcatenatedSendsComeBeforeLaterMergedOnes() {
      let store = Store(initialState: Feature.State()) { Feature() }
      store.send(
        .tap(
          .init(
            .merge(
              .concatenate(.send(.log("b1")), .send(.log("b2")), .send(.log("b3"))),
              .send(.log("c1"))
            )))
      )
      // Delivered before `send` returned, in upstream's order.
      #expect(store.log == ["b1", "b2", "b3", "c1"])
    }

    @Test func mapTransformsEveryKindOfEffect() async {
      let store = Store(initialState: Feature.State()) { Feature() }
      let child: Effect<String> = .merge(
        .send("sync"),
        .run { send in await send("async") },
        .concatenate(.send("c1"), .send("c2"))
      )
      await store.send(.tap(.init(child.map { Feature.Action.log("mapped " + $0) }))).finish()
      #expect(store.log.first == "mapped sync")
      #expect(
        store.log.sorted() == ["mapped async", "mapped c1", "mapped c2", "mapped sync"]
      )
      #expect(store.log.firstIndex(of: "mapped c1")! < store.log.firstIndex(of: "mapped c2")!)
    }

    @Test func runCarriesTheDependenciesOfTheReducer() async {
      let store = Store(initialState: Feature.State()) {
        Feature()
      } withDependencies: {
        $0.uuid = .incrementing
      }
      await store.send(.logUUID).finish()
      await store.send(.logUUID).finish()
      #expect(
        store.log == [
          "00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001",
        ]
      )
    }

    @Test func runOperationRunsOnTheMainActor() async {
      // Off the main serial executor, which would run every job on the main actor's queue.
      let useMainSerialExecutor = uncheckedUseMainSerialExecutor
      uncheckedUseMainSerialExecutor = false
      defer { uncheckedUseMainSerialExecutor = useMainSerialExecutor }
      let store = Store(initialState: Feature.State()) { Feature() }
      let effect = Effect<Feature.Action>.run { send in
        MainActor.preconditionIsolated("the operation of .run is not on the main actor")
        await send(.log("before"))
        MainActor.preconditionIsolated("the operation of .run left the main actor after a send")
        await send(.log("after"))
      }
      await store.send(.tap(.init(effect))).finish()
      await store.send(.tap(.init(.concatenate(effect, effect)))).finish()
      await store.send(.tap(.init(effect.map { $0 }))).finish()
      // Made with other dependencies than the store's: the operation runs with them pushed.
      let withOtherDependencies = withDependencies {
        $0.uuid = .incrementing
      } operation: {
        Effect<Feature.Action>.run { send in
          MainActor.preconditionIsolated("the operation of .run is not on the main actor")
          @Dependency(\.uuid) var uuid
          await send(.log("\(uuid())"))
          MainActor.preconditionIsolated("the operation of .run left the main actor after a send")
        }
      }
      await store.send(.tap(.init(withOtherDependencies))).finish()
      #expect(
        store.log
          == Array(repeating: ["before", "after"], count: 4).flatMap { $0 }
          + ["00000000-0000-0000-0000-000000000000"])
    }

    @Test func sendingFromACompletedEffectIsReported() async {
      let escaped = LockIsolated<Send<Feature.Action>?>(nil)
      let store = Store(initialState: Feature.State()) { Feature() }
      await store.send(.tap(.init(.run { send in escaped.setValue(send) }))).finish()
      withKnownIssue {
        escaped.value?(.log("late"))
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix("An action was sent from a completed effect:")
          && text.contains("  Action:\n    CoreTests.EffectTests.Feature.Action.log(\"late\")")
          && text.contains(
            "  Effect returned from:\n    CoreTests.EffectTests.Feature.Action.tap(…)")
          && text.contains("Keep the closure running (await the work)")
      }
      // Nothing is lost: the store still processes the action.
      #expect(store.log == ["late"])
      // The escaped `send` refers to the action that started its effect, whose effect holds
      // `escaped`: a cycle made by this test, broken here.
      escaped.setValue(nil)
    }
  }
}

extension Effect {
  /// Wraps an effect so that a test can hand it to a reducer through an action.
  struct Box: Equatable, @unchecked Sendable {
    let effect: Effect
    init(_ effect: Effect) { self.effect = effect }
    static func == (lhs: Self, rhs: Self) -> Bool { true }
  }
}
