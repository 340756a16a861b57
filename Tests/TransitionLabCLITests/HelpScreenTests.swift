import Testing

/// The help screens, word for word at 80 columns (the width a pipe gets): a changed flag, default or wording shows
/// up here and must be changed on purpose.
@Suite struct HelpScreenTests {
    @Test func transitionLabHelp() throws {
        let result = try runBuiltProduct("transition-lab", ["--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout == #"""
                OVERVIEW: A live motion lab for iOS teams: UIKit springs, layouts and
                transitions, streamed to a browser.

                Examples:
                  transition-lab serve                                   # open the printed URL
                in a browser
                  transition-lab spring --duration 1 --damping-ratio 0.5 # UIKit's duration API
                as JSON
                  transition-lab decelerate --offset 0 --velocity 2000   # UIScrollView
                deceleration
                  transition-lab layout --spec docs/examples/cat-food.json --width 390 --height
                844
                  transition-lab replay --scene photo-grid --input pinch.jsonl --out
                frames.jsonl
                  transition-lab export --scene today-cards --set presentDamping=0.6 --out
                TodayCards.swift
                  transition-lab labs prune --older-than 90d             # delete labs saved
                over 90 days ago

                USAGE: transition-lab <subcommand>

                OPTIONS:
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  serve                   Serve the lab: the web page at / and live frames over
                                          WebSockets at /ws.
                  spring                  Print a spring's parameters, settling duration,
                                          samples and Swift code as JSON.
                  decelerate              Print a UIScrollView deceleration (trajectory and
                                          resting offset) as JSON.
                  layout                  Print every element's frame for a layout spec
                                          (docs/layout-spec.md) or UIKit layout code
                                          (docs/swift-layouts.md).
                  replay                  Replay an input log (JSON lines) against a scene and
                                          write one JSON line per frame.
                  export                  Write a scene, tuned, as one Swift file an iOS app
                                          target compiles with UIKit (docs/export.md).
                  labs                    List, delete or prune the labs saved by Share (kept
                                          until deleted).

                  See 'transition-lab help <subcommand>' for detailed help.

                """#)
    }

    @Test func transitionLabServeHelp() throws {
        let result = try runBuiltProduct("transition-lab", ["serve", "--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout == #"""
                OVERVIEW: Serve the lab: the web page at / and live frames over WebSockets at
                /ws.

                Prints the URL to open. On a non-loopback --host or behind a proxy
                (--public-origin), driving needs the control token that the printed driver URL
                carries; everyone else watches. SIGTERM drains (/healthz answers 503, clients
                are told to reconnect); see docs/deploy.md.

                USAGE: transition-lab serve <options>

                OPTIONS:
                  --host <address>        Address to listen on (0.0.0.0 for every interface).
                                          (default: 127.0.0.1)
                  --port <port>           TCP port (0 picks a free one). (default: 8080)
                  --web <path>            Folder served at / (default: web/ next to the
                                          package).
                  --codemirror <path>     Folder of CodeMirror 5 for the layout editor, served
                                          at /vendor/codemirror ('none': a plain text field;
                                          default: /usr/share/javascript/codemirror, Debian's
                                          libjs-codemirror).
                  --fps <fps>             Frames per second while something moves (30…240).
                                          (default: 60)
                  --scene <name>          Scene new rooms start with (default: the first).
                  --layout <file>         Open rooms on your-layout with this layout A: UIKit
                                          code (.swift) or a layout spec (.json).
                  --layout-b <file>       Layout B of your-layout (.swift or .json), pinched to
                                          from A.
                  --log-level <level>     How much to log. (values: trace, debug, info, notice,
                                          warning, error, critical; default: info)
                  --allow-origin <origin> Also let pages of this origin (scheme://host[:port])
                                          open /ws; repeatable. By default only the server's
                                          own page may.
                  --public-origin <origin>
                                          Origin a reverse proxy serves the lab from
                                          (https://lab.example.com); repeatable. Admits pages
                                          of exactly that origin, prints driver URLs with it,
                                          and requires the control token.
                  --token-file <path>     Read the control token from this file instead of
                                          making one (share it between processes).
                  --metrics-token <token> Serve /metrics to requests with 'Authorization:
                                          Bearer TOKEN' or ?token=TOKEN (default: loopback
                                          only).
                  --drain-seconds <s>     After SIGTERM, answer /healthz with 503 this long
                                          before exiting (0…4). (default: 0.0)
                  --layout-reader <path>  The Swift layout reader executable (default:
                                          transition-lab-reader beside this one).
                  --layout-read-seconds <seconds>
                                          Seconds one read of a layout source may take before
                                          it is stopped. (default: 30.0)
                  --stall-timeout <seconds>
                                          Close a client that takes no frame for this long
                                          while newer ones replace it (1…3600). (default: 30)
                  --ping-interval <seconds>
                                          Ping a connection that was silent this long (1…3600).
                                          (default: 10)
                  --hangup-interval <seconds>
                                          Drop a connection silent this long, its ping
                                          unanswered (more than --ping-interval, at most 3600).
                                          (default: 25)
                  --store <path|url>      Keep saved labs in this SQLite file, or in PostgreSQL
                                          at a postgres://user@host:port/db URL (default:
                                          $XDG_DATA_HOME/transition-lab/labs.sqlite3, else
                                          ~/.local/share/…).
                  --store-max-mib <MiB>   Largest size of a SQLite store in MiB; a save past it
                                          is refused as a full store (default: the disk).
                  --version               Show the version.
                  -h, --help              Show help information.


                """#)
    }

    @Test func transitionLabSpringHelp() throws {
        let result = try runBuiltProduct("transition-lab", ["spring", "--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout == #"""
                OVERVIEW: Print a spring's parameters, settling duration, samples and Swift
                code as JSON.

                Give exactly one parameterisation:
                  --duration D --damping-ratio Z            UIKit's duration API (solved
                stiffness, Core Animation's curve)
                  --mass M --stiffness K --damping C        CASpringAnimation /
                UISpringTimingParameters(mass:…)
                  --response R --damping-ratio Z            SwiftUI
                Spring(response:dampingRatio:)
                  --duration D --bounce B                   SwiftUI Spring(duration:bounce:)
                  --preset smooth|snappy|bouncy|interactive SwiftUI presets
                Prints
                {"api","mass","stiffness","damping","dampingRatio","response","bounce","initialVelocity","settlingDuration","overshoot","samples":[{"t","value","velocity"}],"swift":{"uikit","swiftui","caSpring"},"drawnDamping"};
                values go from 0 to --distance. The parameters are the ones given; an
                over-damped --stiffness/--damping spring without --allows-overdamping is drawn
                (samples, settlingDuration, overshoot) critically damped, with damping
                drawnDamping, as Core Animation draws it. When UIKit's spring has not settled
                at its duration, Core Animation cuts it there: "cutAt" (seconds), "cutJump"
                (target − value, signed fraction of the distance) and "settleNote" ("cut at
                1.000 s: jumps 12 %") say so; --bounce 1 (undamped) has settlingDuration null
                and "settleNote":"never settles (undamped)".

                USAGE: transition-lab spring <options>

                OPTIONS:
                  --duration <seconds>    UIKit duration, or SwiftUI duration with --bounce
                                          (seconds).
                  --damping-ratio <ratio> Damping ratio ζ (1 = critical), with --duration or
                                          --response.
                  --mass <mass>           Mass (CASpringAnimation), default 1 with
                                          --stiffness/--damping.
                  --stiffness <stiffness> Stiffness (CASpringAnimation).
                  --damping <damping>     Damping coefficient (CASpringAnimation).
                  --allows-overdamping    Draw an over-damped CASpringAnimation as over-damped
                                          (iOS 17 allowsOverdamping).
                  --response <seconds>    SwiftUI response: the undamped period (seconds).
                  --bounce <bounce>       SwiftUI bounce, -1 < B ≤ 1 (1: undamped, never
                                          settles), with --duration.
                  --preset <name>         A SwiftUI preset spring. (values: smooth, snappy,
                                          bouncy, interactive)
                  --initial-velocity <relative>
                                          Initial velocity in UIKit's relative unit: fraction
                                          of the distance per second, positive toward the
                                          target. (default: 0.0)
                  --distance <points>     Distance the value travels (from 0 to this).
                                          (default: 1.0)
                  --sample-rate <hertz>   Samples per second, from 0 through the end of the
                                          motion. (default: 120.0)
                  --at <t1,t2,…>          Exact sample times in seconds, comma-separated
                                          (replaces --sample-rate).
                  --version               Show the version.
                  -h, --help              Show help information.


                """#)
    }

    @Test func transitionLabDecelerateHelp() throws {
        let result = try runBuiltProduct("transition-lab", ["decelerate", "--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout == #"""
                OVERVIEW: Print a UIScrollView deceleration (trajectory and resting offset) as
                JSON.

                Prints
                {"rate","restingOffset","duration","samples":[{"t","offset","velocity"}]}. With
                --min and --max the offset springs back from the edges (rubber band); with
                --page-size it pages.

                USAGE: transition-lab decelerate --offset <points> --velocity <points/s> [--rate <rate>] [--min <points>] [--max <points>] [--page-size <points>] [--sample-rate <hertz>] [--at <t1,t2,…>]

                OPTIONS:
                  --offset <points>       Content offset at release, in points.
                  --velocity <points/s>   Velocity at release, in points per second.
                  --rate <rate>           Deceleration rate: normal (0.998), fast (0.99) or a
                                          factor per millisecond in (0, 1). (default: normal)
                  --min <points>          Smallest allowed offset (with --max), in points.
                  --max <points>          Largest allowed offset (with --min), in points.
                  --page-size <points>    Page length for paging, in points.
                  --sample-rate <hertz>   Samples per second, from 0 through the end of the
                                          motion. (default: 120.0)
                  --at <t1,t2,…>          Exact sample times in seconds, comma-separated
                                          (replaces --sample-rate).
                  --version               Show the version.
                  -h, --help              Show help information.


                """#)
    }

    @Test func transitionLabLayoutHelp() throws {
        let result = try runBuiltProduct("transition-lab", ["layout", "--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout == #"""
                OVERVIEW: Print every element's frame for a layout spec (docs/layout-spec.md)
                or UIKit layout code (docs/swift-layouts.md).

                Prints
                {"contentSize":{"width","height"},"attributes":[{"section","item","kind","x","y","w","h","alpha","zIndex"}]}.
                Orthogonal sections are at orthogonal offset 0. A bad spec prints the JSON path
                and the problem; bad Swift prints FILE:line:column: message; both exit with
                code 2. With --print-swift, prints the spec as UIKit code that --swift reads
                back to the same layout.

                USAGE: transition-lab layout <options>

                OPTIONS:
                  --spec <file.json>      The layout spec (JSON, see docs/layout-spec.md).
                  --swift <file.swift>    UIKit layout code (Swift, see docs/swift-layouts.md),
                                          read without compiling it.
                  --name <name>           With --swift: the property or function that builds
                                          the layout (default: the first layout found).
                  --values <file>         With --swift: values of names the code reads but does
                                          not define, one 'Name = value' a line
                                          (Metrics.rowSpacing = 8).
                  --value <Name=value>    With --swift: one value of a name the code reads but
                                          does not define (repeatable).
                  --transition <file.swift>
                                          A UICollectionViewTransitionLayout subclass (Swift)
                                          to run between the --swift (or --spec) layout and
                                          --next, at --progress.
                  --next <file>           With --transition: the layout the transition goes to
                                          (Swift; JSON when the name ends in .json).
                  --progress <p>          With --transition: the transition's progress, 0 to 1.
                                          (default: 0.0)
                  --print-swift           Print the --spec layout as UIKit Swift code instead
                                          of frames.
                  --width <points>        Collection view width, in points.
                  --height <points>       Collection view height, in points.
                  --counts <n,n,…>        Items per section, comma-separated; sections without
                                          one keep the spec's numberOfItems, and the spec's
                                          sections repeat if more are given.
                  --offset <y>            Main-axis content offset for pinned headers and
                                          footers and for a custom layout asked again as the
                                          content scrolls, in points. (default: 0.0)
                  --measure <file.json>   Self-sized cell sizes: {"section,item": [width,
                                          height]} (default: the estimates).
                  --layout-reader <path>  The Swift layout reader executable (default:
                                          transition-lab-reader beside this one).
                  --layout-read-seconds <seconds>
                                          Seconds one read of a layout source may take before
                                          it is stopped. (default: 30.0)
                  --version               Show the version.
                  -h, --help              Show help information.


                """#)
    }

    @Test func transitionLabReplayHelp() throws {
        let result = try runBuiltProduct("transition-lab", ["replay", "--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout == #"""
                OVERVIEW: Replay an input log (JSON lines) against a scene and write one JSON
                line per frame.

                Each input line is a client message of docs/protocol.md with the scene time "t"
                (seconds) added, e.g.
                {"t":0.5,"type":"pointer","phase":"down","id":1,"x":150,"y":400}; pointer,
                pinch and wheel lines may leave out "time" and "seq". A recording downloaded
                from the page opens with its scene, viewport and parameters, so --scene,
                --width and --height are optional for it. Events apply at their t; frames are
                sampled at --fps up to the last event and on until the scene settles (at most
                10 s more). Each output line is
                {"t","nodes":[{"id","x","y","w","h","alpha","cornerRadius","z"}],"state":{…}}.
                The same log always gives the same bytes. A bad input line prints its line
                number and exits with code 2.

                USAGE: transition-lab replay [--scene <name>] --input <file.jsonl> [--fps <frames>] [--width <points>] [--height <points>] [--out <file.jsonl>] [--layout-reader <path>] [--layout-read-seconds <seconds>]

                OPTIONS:
                  --scene <name>          The scene to replay: photo-grid, today-cards,
                                          compositional, zoom, spring-lab, your-layout.
                                          Default: the log's scene line.
                  --input <file.jsonl>    The input log (JSON lines).
                  --fps <frames>          Frames per second of scene time. (default: 60.0)
                  --width <points>        Viewport width, in points. Default: the log's
                                          viewport line, else 390.
                  --height <points>       Viewport height, in points. Default: the log's
                                          viewport line, else 844.
                  --out <file.jsonl>      Where to write the frames (JSON lines); - for
                                          standard output. (default: -)
                  --layout-reader <path>  The Swift layout reader executable (default:
                                          transition-lab-reader beside this one).
                  --layout-read-seconds <seconds>
                                          Seconds one read of a layout source may take before
                                          it is stopped. (default: 30.0)
                  --version               Show the version.
                  -h, --help              Show help information.


                """#)
    }
}
