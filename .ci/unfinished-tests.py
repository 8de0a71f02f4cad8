#!/usr/bin/env python3
"""Names the tests a test run's log shows started and never ended: after a hang, the tests to
look at. Reads the log of `swift test` (XCTest's lines and Swift Testing's) from the path given."""
import re
import sys

started = {}
ended = set()
with open(sys.argv[1], errors="replace") as log:
    for line in log:
        # XCTest: "Test Case 'Suite.test' started at ..." and "... passed (0.1 seconds)".
        if m := re.search(r"Test Case '([^']+)' (started|passed|failed|skipped)", line):
            if m.group(2) == "started":
                started.setdefault(m.group(1), line.strip())
            else:
                ended.add(m.group(1))
        # Swift Testing: "◇ Test name() started." and "✔ Test name() passed after ...",
        # "✘ Test name() failed ...", "━ Test name() passed ... with 1 known issue",
        # "✔ Test name(arg:) with 2 test cases passed ...".
        elif m := re.search(r"Test (\S+\(.*?\)) (started|passed|failed|skipped|with \d+ test)", line):
            if m.group(2) == "started":
                started.setdefault(m.group(1), line.strip())
            else:
                ended.add(m.group(1))

left = [name for name in started if name not in ended]
print(f"{len(left)} of {len(started)} tests started and did not end:")
for name in left:
    print(f"  {name}")
