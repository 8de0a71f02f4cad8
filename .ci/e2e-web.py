#!/usr/bin/env python3
"""The browser renderer end to end, in real headless Chromium: counter-demo, todos, search,
tic-tac-toe, sync-ups and case-studies served with --web, driven as a person would (clicks,
typing, Escape), with what the page shows checked after each step. Prints the click-to-patch
round trip (p50, p95). On failure, saves a screenshot and the page's HTML to .ci/artifacts/.

Usage: e2e-web.py COUNTER_DEMO TODOS SEARCH TIC_TAC_TOE SYNC_UPS CASE_STUDIES
"""
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ARTIFACTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "artifacts")


def serve(program, environment=None):
    """Starts an example with --web on a free port; returns the process and its address, once the
    port accepts connections. The server's log goes to a file, printed if the run fails."""
    log = tempfile.NamedTemporaryFile("w+", prefix=os.path.basename(program) + "-", suffix=".log",
                                      delete=False)
    process = subprocess.Popen(
        [program, "--web", "--port", "0"], stdout=subprocess.PIPE, stderr=log, text=True,
        env=environment)
    process.log = log.name
    line = process.stdout.readline()
    if "serving http://" not in line:
        process.kill()
        raise SystemExit(f"error: {program} did not start: {line!r} {open(log.name).read()}")
    address = line.split("serving ")[1].split(" ")[0]
    host, port = address.removeprefix("http://").rsplit(":", 1)
    deadline = time.monotonic() + 10
    while True:
        try:
            socket.create_connection((host, int(port)), timeout=1).close()
            break
        except OSError as error:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise SystemExit(f"error: {program} said {line.strip()!r} but {address} refuses "
                                 f"connections ({error}); exit status {process.poll()}; log:\n"
                                 f"{open(log.name).read()}")
            time.sleep(0.05)
    return process, address + "/"


def load(driver, address):
    """Opens a page. A refused connection to a server that the script could connect to is retried
    once, and said: Chromium's first navigation has been seen to be refused on a fresh machine."""
    try:
        driver.get(address)
    except WebDriverException as error:
        if "ERR_CONNECTION_REFUSED" not in str(error):
            raise
        print(f"warning: Chromium was refused by {address}; opening it again", file=sys.stderr)
        time.sleep(0.5)
        driver.get(address)


def report(processes):
    """Prints, for a failed run, whether each server is still running and what it logged."""
    for process in processes:
        status = process.poll()
        state = "still running" if status is None else f"exited with status {status}"
        print(f"{process.args[0]} {state}; its log:\n{open(process.log).read()}", file=sys.stderr)


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1000,800"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wait(driver, what, check, timeout=10):
    try:
        WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: check(d))
    except Exception:
        raise AssertionError(f"the page never showed {what}")


def app_text(driver):
    return driver.find_element(By.ID, "app").text


def button(driver, label):
    for element in driver.find_elements(By.CSS_SELECTOR, "button"):
        if element.text == label:
            return element
    raise AssertionError(f"no button {label!r} on the page:\n{app_text(driver)}")


def connected(driver):
    wait(driver, "its socket connected",
         lambda d: d.execute_script("return document.body.dataset.connected !== undefined"))


def counter(driver, address):
    load(driver, address)
    # The first paint is complete HTML: real buttons, before any script ran.
    source = driver.page_source
    assert "<button" in source and "count: 0" in source, source
    connected(driver)
    button(driver, "+").click()
    wait(driver, "count: 1", lambda d: "count: 1" in app_text(d))
    button(driver, "-").click()
    button(driver, "-").click()
    wait(driver, "count: -1", lambda d: "count: -1" in app_text(d))

    # Click to patch applied, measured in the page.
    samples = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const plus = [...document.querySelectorAll("button")].find(b => b.textContent === "+");
        const app = document.getElementById("app");
        const samples = [];
        function next() {
          if (samples.length === 200) return done(samples);
          const start = performance.now();
          const observer = new MutationObserver(() => {
            observer.disconnect();
            samples.push(performance.now() - start);
            setTimeout(next, 0);
          });
          observer.observe(app, {subtree: true, childList: true, characterData: true});
          plus.click();
        }
        next();
    """)
    samples.sort()
    p50 = statistics.median(samples)
    p95 = samples[int(len(samples) * 0.95) - 1]
    print(f"round trip, click to patch applied, {len(samples)} clicks: "
          f"p50 {p50:.2f} ms, p95 {p95:.2f} ms")
    wait(driver, "count: 199", lambda d: "count: 199" in app_text(d))

    # The alert is a modal dialog; Escape dismisses it through the store.
    button(driver, "Number fact").click()
    wait(driver, "the fact's dialog",
         lambda d: d.execute_script(
             "const d = document.querySelector('dialog'); return d !== null && d.open"))
    dialog = driver.find_element(By.TAG_NAME, "dialog")
    assert "199 is odd" in dialog.text, dialog.text
    dialog.send_keys(Keys.ESCAPE)
    wait(driver, "the dialog dismissed",
         lambda d: d.execute_script("return document.querySelector('dialog') === null"))
    # Again, dismissed with its button this time.
    button(driver, "Number fact").click()
    wait(driver, "the fact's dialog again",
         lambda d: d.execute_script("return document.querySelector('dialog') !== null"))
    button(driver, "OK").click()
    wait(driver, "the dialog dismissed by OK",
         lambda d: d.execute_script("return document.querySelector('dialog') === null"))

    # A dropped connection comes back to the same session, its state kept.
    driver.execute_script("window.composableUI.disconnect()")
    wait(driver, "the page reconnected",
         lambda d: d.execute_script("return document.body.dataset.connected !== undefined"))
    button(driver, "+").click()
    wait(driver, "count: 200 after reconnecting", lambda d: "count: 200" in app_text(d))
    print("counter-demo: clicks, the alert (Escape and OK) and a reconnect work")


def todos(driver, address):
    load(driver, address)
    connected(driver)
    button(driver, "Add Todo").click()
    wait(driver, "a todo's field", lambda d: len(d.find_elements(By.CSS_SELECTOR, "li input.field")) == 1)
    field = driver.find_element(By.CSS_SELECTOR, "li input.field")
    # The new todo's field takes focus, as its `@FocusState` says: typing goes straight in.
    wait(driver, "the new todo's field focused",
         lambda d: d.execute_script("return document.activeElement === arguments[0]", field))
    # 200 characters typed without pauses: none is lost, and the server ends with the same text.
    text = ("Buy milk, eggs & <script>alert(1)</script> " * 5)[:200]
    driver.switch_to.active_element.send_keys(text)
    wait(driver, "the typed text in the field", lambda d: field.get_attribute("value") == text)
    # A page that starts over from the whole page (as after a patch it could not apply) keeps
    # the field's focus and the text typed while it was away: typing goes on into the new field.
    driver.execute_script("arguments[0].dataset.old = ''; window.composableUI.startOver()", field)
    driver.switch_to.active_element.send_keys("xyz")
    wait(driver, "the whole page again",
         lambda d: d.execute_script("return document.querySelector('[data-old]') === null"))
    connected(driver)
    driver.switch_to.active_element.send_keys("123")
    text += "xyz123"
    field = driver.find_element(By.CSS_SELECTOR, "li input.field")
    wait(driver, "the text typed across the whole page in the field",
         lambda d: field.get_attribute("value") == text
         and d.execute_script("return document.activeElement === arguments[0]", field))
    scripts = driver.execute_script("return document.scripts.length")
    # A second page shows the same store: the text reached the server whole.
    driver.execute_script("window.open(arguments[0])", address)
    driver.switch_to.window(driver.window_handles[1])
    connected(driver)
    wait(driver, "the text on a second page",
         lambda d: any(f.get_attribute("value") == text
                       for f in d.find_elements(By.CSS_SELECTOR, "li input.field")))
    assert driver.execute_script("return document.scripts.length") == scripts
    driver.close()
    driver.switch_to.window(driver.window_handles[0])

    # Two more todos; checking the first sorts it to the bottom a second later, animated. The
    # rows that move keep their DOM nodes, and slide from their old places to their new ones.
    button(driver, "Add Todo").click()
    button(driver, "Add Todo").click()
    wait(driver, "three rows", lambda d: len(d.find_elements(By.CSS_SELECTOR, "li.row")) == 3)
    # Every animation the page's script starts is noted, with its element and keyframes.
    driver.execute_script(
        "document.querySelectorAll('li.row').forEach((row, i) => { row.dataset.mark = i });"
        "window.animations = [];"
        "const animate = Element.prototype.animate;"
        "Element.prototype.animate = function (keyframes, options) {"
        "  window.animations.push({element: this, keyframes});"
        "  return animate.call(this, keyframes, options);"
        "};")
    marks = driver.execute_script(
        "return [...document.querySelectorAll('li.row')].map(row => row.id)")
    driver.find_elements(By.CSS_SELECTOR, "li.row input[type=checkbox]")[0].click()
    wait(driver, "the checked todo at the bottom",
         lambda d: d.execute_script(
             "return [...document.querySelectorAll('li.row')].map(row => row.id)")
         == [marks[1], marks[2], marks[0]], timeout=15)
    kept = driver.execute_script(
        "return [...document.querySelectorAll('li.row')].map(row => row.dataset.mark)")
    assert kept == ["1", "2", "0"], kept
    slides = driver.execute_script(
        "return window.animations.filter(a => a.element.matches('li.row'))"
        "  .map(a => [a.element.dataset.mark, a.keyframes[0].transform])")
    # The checked row came down from two rows up; the two others went up one row each.
    moved = {mark: transform for mark, transform in slides}
    assert sorted(moved) == ["0", "1", "2"], slides
    down = float(moved["0"].split(",")[1].strip(" px)"))
    up = [float(moved[mark].split(",")[1].strip(" px)")) for mark in ["1", "2"]]
    assert down < 0 and all(offset > 0 for offset in up) and abs(down + sum(up)) < 1, slides
    # Delete on a row's checkbox deletes the todo, as in the terminal; Option-Down moves one.
    boxes = driver.find_elements(By.CSS_SELECTOR, "li.row input[type=checkbox]")
    driver.execute_script("arguments[0].focus()", boxes[0])
    boxes[0].send_keys(Keys.ALT, Keys.ARROW_DOWN)
    wait(driver, "the first todo moved down",
         lambda d: d.execute_script(
             "return [...document.querySelectorAll('li.row')].map(row => row.dataset.mark)")
         == ["2", "1", "0"])
    boxes = driver.find_elements(By.CSS_SELECTOR, "li.row input[type=checkbox]")
    driver.execute_script("arguments[0].focus()", boxes[2])
    boxes[2].send_keys(Keys.DELETE)
    wait(driver, "two rows left", lambda d: len(d.find_elements(By.CSS_SELECTOR, "li.row")) == 2)
    # The filter animates (`$store.filter.animation()`) and the rows have a transition
    # (`.move(edge: .leading).combined(with: .opacity)`): rows it hides go out of the page's
    # reach, moving to the leading edge where they were, then go; rows it shows again come back
    # from there.
    Select(driver.find_element(By.CSS_SELECTOR, "select")).select_by_visible_text("Completed")
    wait(driver, "the hidden rows leaving towards the leading edge",
         lambda d: d.execute_script(
             "const rows = document.querySelectorAll('li.row[data-leaving]:not([id])');"
             "return rows.length === 2 && [...rows].every(row => window.animations.some(a =>"
             "  a.element === row.firstElementChild && a.element.hasAttribute('data-exit')"
             "  && a.keyframes[1].transform === 'translateX(-100%)'"
             "  && a.keyframes[1].opacity === '0'))"))
    wait(driver, "the hidden rows gone",
         lambda d: len(d.find_elements(By.CSS_SELECTOR, "li.row")) == 0)
    Select(driver.find_element(By.CSS_SELECTOR, "select")).select_by_visible_text("All")
    wait(driver, "the rows coming back from the leading edge",
         lambda d: d.execute_script(
             "const views = [...document.querySelectorAll('li.row > [data-enter]')];"
             "return views.length === 2 && views.every(view => window.animations.some(a =>"
             "  a.element === view && a.keyframes[0].transform === 'translateX(-100%)'"
             "  && a.keyframes[0].opacity === '0'))"))
    wait(driver, "the rows back in place",
         lambda d: d.execute_script(
             "const views = [...document.querySelectorAll('li.row > [data-enter]')];"
             "return views.length === 2 && views.every(view =>"
             "  view.getAnimations().length === 0 && getComputedStyle(view).transform === 'none'"
             "  && getComputedStyle(view).opacity === '1')"))
    print("todos: a new todo's field focused, 200 characters typed into it without loss, escaped, "
          "kept with its focus across a whole page, a reordered list kept its nodes, "
          "rows slid to their places by an animated sort, moved and deleted with keys, and moved out "
          "and in by an animated filter")


def search(driver, address):
    load(driver, address)
    connected(driver)
    field = driver.find_element(By.CSS_SELECTOR, "input.field")
    field.send_keys("par")
    wait(driver, "the results for 'par'", lambda d: "4 cities" in app_text(d))
    button(driver, "Paris, Île-de-France, France").click()
    wait(driver, "the forecast for Paris",
         lambda d: "Forecast for Paris, Île-de-France, France" in app_text(d))
    days = [line for line in app_text(driver).splitlines() if "° / " in line]
    assert len(days) == 7, app_text(driver)
    print("search: typed a city's name, chose a result, and saw its week")


def tic_tac_toe(driver, address):
    load(driver, address)
    connected(driver)
    email, password = driver.find_elements(By.CSS_SELECTOR, "input")[:2]
    assert password.get_attribute("type") == "password", driver.page_source
    email.send_keys("2fa@pointfree.co")
    password.send_keys("password")
    wait(driver, "the login button enabled", lambda d: button(d, "Log in").is_enabled())
    button(driver, "Log in").click()
    wait(driver, "the two-factor form in a dialog",
         lambda d: "Two-factor authentication" in d.find_element(By.CSS_SELECTOR, "dialog").text)
    driver.find_element(By.CSS_SELECTOR, "dialog input").send_keys("1234")
    wait(driver, "the submit button enabled", lambda d: button(d, "Submit").is_enabled())
    button(driver, "Submit").click()
    wait(driver, "the new game", lambda d: "New game" in app_text(d))
    first, second = driver.find_elements(By.CSS_SELECTOR, "input")[:2]
    first.send_keys("Ann")
    second.send_keys("Bob")
    wait(driver, "the game's button enabled", lambda d: button(d, "Let's play!").is_enabled())
    button(driver, "Let's play!").click()
    wait(driver, "the board", lambda d: "Ann plays" in app_text(d))
    # ❌ takes the top row while ⭕️ plays the middle one: squares are the dialog's first nine
    # buttons, in reading order.
    for square, next_title in [(0, "Bob"), (3, "Ann"), (1, "Bob"), (4, "Ann"), (2, None)]:
        driver.find_elements(By.CSS_SELECTOR, "dialog button")[square].click()
        if next_title:
            wait(driver, f"{next_title}'s turn", lambda d: f"{next_title} plays" in app_text(d))
    wait(driver, "the winner", lambda d: "Ann wins!" in app_text(d))
    squares = driver.find_elements(By.CSS_SELECTOR, "dialog button")[:9]
    assert all(not square.is_enabled() for square in squares), "a square of a won game is enabled"
    button(driver, "Play again").click()
    wait(driver, "an empty board", lambda d: "Ann plays" in app_text(d))
    button(driver, "Quit").click()
    wait(driver, "the game closed", lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog[open]"))
    button(driver, "Log out").click()
    wait(driver, "the login form", lambda d: "Log in to play." in app_text(d))
    print("tic-tac-toe: logged in with a second factor, won a game, played again, quit and "
          "logged out")


def sync_ups(driver, address):
    load(driver, address)
    connected(driver)
    button(driver, "Add sync-up").click()
    wait(driver, "the form", lambda d: "Give the sync-up a title." in app_text(d))
    driver.find_element(By.CSS_SELECTOR, "dialog input[placeholder=Title]").send_keys("Design review")
    driver.find_element(By.CSS_SELECTOR, "dialog input[placeholder=Name]").send_keys("Ann")
    wait(driver, "the form ready to save", lambda d: button(d, "Save").is_enabled())
    button(driver, "Save").click()
    wait(driver, "the new sync-up in the list", lambda d: "1 attending · 5 min" in app_text(d))
    [row] = [b for b in driver.find_elements(By.CSS_SELECTOR, "button") if "Design review" in b.text]
    row.click()
    wait(driver, "its screen", lambda d: "Meetings held" in app_text(d))
    button(driver, "Start meeting").click()
    wait(driver, "the meeting", lambda d: "Speaker 1 of 1: Ann" in app_text(d))
    assert "not available on this system" in app_text(driver), app_text(driver)
    # A meeting is left through its dialog only: it has no back button.
    assert all(b.text != "‹ Back" for b in driver.find_elements(By.CSS_SELECTOR, "button")), \
        "the meeting shows a back button"
    # Its clock runs on the server, and the page is told each second.
    wait(driver, "a second counted",
         lambda d: "Elapsed 0:0" in app_text(d) and "Elapsed 0:00" not in app_text(d))
    button(driver, "End meeting").click()
    wait(driver, "the dialog", lambda d: "End the meeting?" in app_text(d))
    button(driver, "Save and end").click()
    wait(driver, "the meeting on its sync-up's screen", lambda d: "(no transcript)" in app_text(d))
    # The meeting held opens on its own screen.
    [meeting] = [b for b in driver.find_elements(By.CSS_SELECTOR, "button")
                 if "(no transcript)" in b.text]
    meeting.click()
    wait(driver, "the meeting's screen", lambda d: "No transcript was made." in app_text(d))
    print("sync-ups: added a sync-up in the sheet, opened it, held a meeting left only through its "
          "dialog, and opened it once saved")


def tap_beside(driver, label):
    """Clicks the button beside the element whose text is exactly `label` (a tally's "Tap")."""
    driver.execute_script("""
        const label = [...document.querySelectorAll("#app *")]
          .find(e => e.children.length === 0 && e.textContent === arguments[0]);
        label.parentElement.querySelector("button").click();
    """, label)


def case_studies(driver, address):
    load(driver, address)
    connected(driver)
    button(driver, "View identity").click()
    wait(driver, "the view identity study", lambda d: "Apple: 0" in app_text(d))
    tap_beside(driver, "Apple: 0")
    wait(driver, "Apple's tally counted", lambda d: "Apple: 1" in app_text(d))
    # Rows keyed by their fruit follow it when the order changes: the same DOM node, its count
    # kept, now below Cherry.
    driver.execute_script("""
        [...document.querySelectorAll("#app *")]
          .find(e => e.children.length === 0 && e.textContent === "Apple: 1").dataset.mark = "";
    """)
    button(driver, "Reverse").click()
    def reversed_with_apple_counted(d):
        text = app_text(d)
        return 0 <= text.find("Cherry: 0") < text.find("Apple: 1")
    wait(driver, "the fruits reversed", reversed_with_apple_counted)
    assert driver.execute_script(
        "return document.querySelector('[data-mark]')?.textContent") == "Apple: 1", \
        "Apple's row was made again instead of moved"
    # A new `.id` is a new view: its tally starts over.
    tap_beside(driver, "With .id(0): 0")
    wait(driver, "the tally counted", lambda d: "With .id(0): 1" in app_text(d))
    button(driver, "New id").click()
    wait(driver, "a new tally", lambda d: "With .id(1): 0" in app_text(d))
    button(driver, "‹ Back").click()
    wait(driver, "the menu", lambda d: "Getting started" in app_text(d))
    button(driver, "Bindings").click()
    wait(driver, "the bindings study", lambda d: "Hello!" in app_text(d))
    driver.find_element(By.CSS_SELECTOR, "input[placeholder='Your name']").send_keys("Ann")
    wait(driver, "the greeting", lambda d: "Hello, Ann!" in app_text(d))
    print("case-studies: a keyed row moved with its state and DOM node, a new id started over, and "
          "a binding typed into")


def main():
    counter_demo, todos_program, search_program = sys.argv[1], sys.argv[2], sys.argv[3]
    tic_tac_toe_program, sync_ups_program, case_studies_program = sys.argv[4:7]
    data = tempfile.mkdtemp()
    processes = []
    driver = browser()
    try:
        process, address = serve(counter_demo)
        processes.append(process)
        counter(driver, address)
        process, address = serve(todos_program, dict(os.environ, XDG_DATA_HOME=data))
        processes.append(process)
        todos(driver, address)
        process, address = serve(search_program)
        processes.append(process)
        search(driver, address)
        process, address = serve(tic_tac_toe_program)
        processes.append(process)
        tic_tac_toe(driver, address)
        process, address = serve(sync_ups_program, dict(os.environ, XDG_DATA_HOME=data))
        processes.append(process)
        sync_ups(driver, address)
        process, address = serve(case_studies_program, dict(os.environ, XDG_DATA_HOME=data))
        processes.append(process)
        case_studies(driver, address)
    except BaseException:
        os.makedirs(ARTIFACTS, exist_ok=True)
        driver.save_screenshot(os.path.join(ARTIFACTS, "web-failure.png"))
        with open(os.path.join(ARTIFACTS, "web-failure.html"), "w") as page:
            page.write(driver.page_source)
        print(f"screenshot and page saved in {ARTIFACTS}", file=sys.stderr)
        report(processes)
        raise
    finally:
        driver.quit()
        for process in processes:
            process.terminate()
            process.wait(timeout=20)
    # The servers' logs matter only when a run fails: report() printed them then.
    for process in processes:
        os.remove(process.log)


if __name__ == "__main__":
    main()
