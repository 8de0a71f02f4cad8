// ComposableUI's page script: connects a page to its session on the server, applies the patches
// each frame sends, and reports what the person does. Plain JavaScript, no build step.
//
// Messages from the server:
//   {"version":N,"ack":S,"patches":[[op, ...args], ...]}  a frame's changes, with
//     "animation":{"duration":s,"curve":css,"delay":s}     when they were made animated;
//     ["animate", {...} or null] among the patches animates those that follow otherwise
//   {"version":N,"ack":S,"html":"..."}                     the whole page, after a long absence
//   {"expired":true}                                        the session is gone
// Messages to the server:
//   {"kind":"click"|"input"|"change"|"submit"|"dismiss"|"focus"|"blur"|"key","target":id,
//    "version":N,"sequence":S,"value":text}
//   {"kind":"visible","target":"app","version":N}          the page is in front of someone
"use strict";
(() => {
  const body = document.body;
  const session = body.dataset.session;
  // The frame the page shows.
  let version = Number(body.dataset.version || 0);
  // The number of the last event sent, and of the last one the server had handled when it sent
  // the frame the page shows: a field with a later edit keeps the text the person typed.
  let sequence = 0;
  let acknowledged = 0;
  const lastEdit = new Map();
  // Events made while the socket is down, sent once it is back.
  const queue = [];
  let socket = null;
  let attempts = 0;
  let expired = false;

  const byId = (id) => document.getElementById(id);

  function fragment(html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content.firstElementChild;
  }

  // Whether the person's own edit of a field is still on its way to the server.
  function isEditing(element) {
    return (lastEdit.get(element.id) || 0) > acknowledged;
  }

  function setProperty(element, name, value) {
    if (element.tagName === "INPUT" && name === "value") {
      if (!isEditing(element) && element.value !== value) element.value = value;
    } else if (name === "checked") {
      element.checked = value;
    } else if (name === "selected") {
      element.selected = value;
    }
  }

  // The animation of the patches being applied, or null: the frame's, or that of an
  // `.animation(_:value:)` around them (an "animate" patch). Style changes move to their new
  // values, elements inserted or removed run their transitions (a fade unless a view asks for
  // another, so that a view replaced by another cross-fades with it), and elements that change
  // places slide to their new ones.
  let animation = null;

  function timing(property, of) {
    return `${property} ${of.duration}s ${of.curve} ${of.delay}s`;
  }

  // The same timing for the Web Animations API, which leaves the element's style attribute
  // alone: the server's patches set it while an animation runs.
  function options(of, fill) {
    return { duration: of.duration * 1000, delay: of.delay * 1000, easing: of.curve, fill };
  }

  // The latest style transition started on each element: an earlier one's end no longer
  // touches it.
  const transitions = new WeakMap();

  // Ends an element's style transition once it ran (its own, not one of its children's), so
  // that later frames change it at once.
  function afterTransition(element, of, done) {
    const token = {};
    transitions.set(element, token);
    const milliseconds = (of.duration + of.delay) * 1000 + 50;
    const finish = (event) => {
      if (event && event.target !== element) return;
      element.removeEventListener("transitionend", finish);
      if (transitions.get(element) !== token) return;
      transitions.delete(element);
      done();
    };
    element.addEventListener("transitionend", finish);
    setTimeout(finish, milliseconds);
  }

  // CSS declarations ("opacity:0;transform:translateX(-100%)") as a keyframe.
  function keyframe(css) {
    const frame = {};
    for (const declaration of css.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon < 0) continue;
      const name = declaration
        .slice(0, colon)
        .trim()
        .replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
      frame[name] = declaration.slice(colon + 1).trim();
    }
    return frame;
  }

  // The values an element is drawn with now, for a keyframe's properties.
  function drawn(element, frame) {
    const style = getComputedStyle(element);
    const values = {};
    for (const name of Object.keys(frame)) values[name] = style[name];
    return values;
  }

  // How an element inserted or removed comes or goes: the element that carries a view's
  // `.transition` (the element itself, or the view a list's row holds), the keyframe it comes
  // from or goes to, and the timing. Null when it shows or goes at once: no animation for it,
  // or a transition that changes nothing.
  function transitionOf(element, side) {
    let target = element;
    if (!target.hasAttribute("data-enter") && target.matches("li.row") && target.children.length === 1) {
      target = target.firstElementChild;
    }
    const carries = target.hasAttribute("data-enter");
    const own = carries && target.getAttribute(`data-${side}-timing`);
    const of = own ? JSON.parse(own) : animation;
    if (!of) return null;
    const css = carries ? target.getAttribute(`data-${side}`) : "opacity:0";
    return css ? { target: carries ? target : element, frame: keyframe(css), of } : null;
  }

  function enter(element) {
    if (!(element instanceof HTMLElement)) return;
    const transition = transitionOf(element, "enter");
    if (!transition) return;
    const { target, frame, of } = transition;
    target.animate([frame, drawn(target, frame)], options(of, "backwards"));
  }

  // A removed element leaves the layout at once (what follows moves up, what replaces it takes
  // its place) and runs its transition above it. Patches no longer find it, nor count it among
  // its parent's children.
  function leave(element) {
    const transition =
      element instanceof HTMLElement && element.offsetParent && transitionOf(element, "exit");
    if (!transition) {
      element.remove();
      return;
    }
    const { target, frame, of } = transition;
    const { offsetLeft, offsetTop, offsetWidth, offsetHeight } = element;
    // Nothing in it can be used or patched any more: no ids, no focus.
    if (element.contains(document.activeElement)) document.activeElement.blur();
    for (const node of [element, ...element.querySelectorAll("[id]")]) node.removeAttribute("id");
    element.dataset.leaving = "";
    Object.assign(element.style, {
      position: "absolute",
      left: `${offsetLeft}px`,
      top: `${offsetTop}px`,
      width: `${offsetWidth}px`,
      height: `${offsetHeight}px`,
      margin: "0",
      pointerEvents: "none",
    });
    // From where it is drawn now, even in the middle of coming in or sliding.
    const from = drawn(target, frame);
    for (const running of target.getAnimations()) running.cancel();
    const exit = target.animate([from, frame], options(of, "forwards"));
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      element.remove();
    };
    exit.finished.then(remove, remove);
    // A page in a background tab may not run its animations: it goes all the same.
    setTimeout(remove, (of.duration + of.delay) * 1000 + 100);
  }

  // Where the children of each parent an animated frame changes were before it, within the
  // parent (scrolling the page or the parent, or a transform, does not change it): once the
  // frame's patches are applied, each child that moved (a moved row, the rows after one
  // inserted or removed) slides from its old place to its new one. Lists longer than this jump.
  let places = null;
  const slidingLimit = 1000;

  function rememberPlaces(container) {
    if (!animation || !places || !container || places.has(container)) return;
    if (container.children.length > slidingLimit) return;
    const before = new Map();
    for (const child of container.children) {
      if (child instanceof HTMLElement && !child.hasAttribute("data-leaving")) {
        before.set(child, { left: child.offsetLeft, top: child.offsetTop });
      }
    }
    places.set(container, { before, of: animation });
  }

  function slideToNewPlaces() {
    for (const { before, of } of places.values()) {
      for (const [child, old] of before) {
        if (!child.isConnected || child.hasAttribute("data-leaving")) continue;
        const dx = old.left - child.offsetLeft;
        const dy = old.top - child.offsetTop;
        if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) continue;
        // Drawn where it was, then moved to where it is.
        child.animate(
          [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
          options(of, "backwards"),
        );
      }
    }
  }

  // A parent's children as the server counts them: not those leaving.
  function childAt(container, offset) {
    let index = 0;
    for (const child of container.children) {
      if (child.hasAttribute("data-leaving")) continue;
      if (index === offset) return child;
      index += 1;
    }
    return null;
  }

  const operations = {
    text(id, text) {
      byId(id).textContent = text;
    },
    attr(id, name, value) {
      const element = byId(id);
      element.setAttribute(name, value);
      if (animation && name === "style") {
        // In the same change as the new style: the browser moves from the old values.
        const of = animation;
        element.style.transition = timing("all", of);
        afterTransition(element, of, () => (element.style.transition = ""));
      }
      setProperty(element, name, name === "value" ? value : true);
    },
    unattr(id, name) {
      const element = byId(id);
      element.removeAttribute(name);
      setProperty(element, name, name === "value" ? "" : false);
    },
    insert(parent, offset, html) {
      const container = byId(parent);
      rememberPlaces(container);
      const element = fragment(html);
      container.insertBefore(element, childAt(container, offset));
      enter(element);
    },
    remove(id) {
      const element = byId(id);
      rememberPlaces(element.parentElement);
      leave(element);
    },
    move(parent, from, to) {
      const container = byId(parent);
      rememberPlaces(container);
      const child = childAt(container, from);
      child.remove();
      container.insertBefore(child, childAt(container, to));
    },
    replace(id, html) {
      const old = byId(id);
      rememberPlaces(old.parentElement);
      const element = fragment(html);
      old.before(element);
      leave(old);
      enter(element);
    },
    scroll(id, anchor) {
      byId(id).scrollIntoView({ block: anchor, inline: "nearest" });
    },
    focus(id) {
      byId(id).focus();
    },
    blur() {
      if (document.activeElement) document.activeElement.blur();
    },
    animate(of) {
      animation = of;
    },
  };

  // Dialogs the server shows are made modal, so that Escape dismisses them and the page behind
  // them cannot be used.
  function showDialogs() {
    for (const dialog of document.querySelectorAll("dialog[open]:not([data-modal])")) {
      dialog.dataset.modal = "";
      dialog.close();
      dialog.showModal();
    }
  }

  function apply(data) {
    try {
      applyMessage(JSON.parse(data));
    } catch (error) {
      console.error("ComposableUI: could not apply a frame", error);
      startOver();
    }
  }

  // A patch the page cannot apply leaves it out of step: it starts over from the whole page,
  // which a reconnect from no known frame gets.
  function startOver() {
    version = -1;
    if (socket) socket.close();
  }

  function applyMessage(message) {
    if (message.expired) return expire();
    if (typeof message.ack === "number") acknowledged = Math.max(acknowledged, message.ack);
    if (typeof message.html === "string") {
      // The whole page replaces this one: the control with focus keeps it, and a field keeps
      // the text the person is typing, as a patch would leave them.
      const active = document.activeElement;
      const kept = active && active.id ? { id: active.id } : null;
      if (kept && active.matches("input.field") && isEditing(active)) {
        Object.assign(kept, { value: active.value, start: active.selectionStart, end: active.selectionEnd });
      }
      byId("app").replaceWith(fragment(message.html));
      const control = kept && byId(kept.id);
      if (control) {
        if (kept.value !== undefined) {
          control.value = kept.value;
          control.setSelectionRange(kept.start, kept.end);
        }
        control.focus();
      }
    } else {
      animation = message.animation || null;
      places = new Map();
      try {
        for (const patch of message.patches) {
          const operation = operations[patch[0]];
          if (operation) operation(...patch.slice(1));
        }
        slideToNewPlaces();
      } finally {
        animation = null;
        places = null;
      }
    }
    version = message.version;
    body.dataset.version = String(version);
    showDialogs();
  }

  function send(kind, target, value) {
    if (expired || !target) return;
    sequence += 1;
    const event = { kind, target, version, sequence };
    if (value !== undefined) event.value = value;
    if (kind === "input") lastEdit.set(target, sequence);
    const data = JSON.stringify(event);
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(data);
    else queue.push(data);
  }

  function expire() {
    expired = true;
    if (socket) socket.close();
    const notice = document.createElement("div");
    notice.className = "expired";
    notice.setAttribute("role", "alert");
    notice.textContent = "Session expired — reload the page to start again. ";
    const reload = document.createElement("button");
    reload.type = "button";
    reload.textContent = "Reload";
    reload.addEventListener("click", () => location.reload());
    notice.append(reload);
    body.append(notice);
    body.classList.remove("reconnecting");
  }

  function connect() {
    if (expired) return;
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const url = `${scheme}//${location.host}/socket?session=${encodeURIComponent(session)}&version=${version}`;
    socket = new WebSocket(url);
    socket.addEventListener("open", () => {
      attempts = 0;
      body.classList.remove("reconnecting");
      body.dataset.connected = "";
      while (queue.length > 0) socket.send(queue.shift());
    });
    socket.addEventListener("message", (event) => apply(event.data));
    socket.addEventListener("close", () => {
      delete body.dataset.connected;
      if (expired) return;
      // The session waits on the server: try again, sooner at first.
      body.classList.add("reconnecting");
      attempts += 1;
      setTimeout(connect, Math.min(100 * 2 ** attempts, 2000));
    });
  }

  // What the person does, reported by element id.
  document.addEventListener("click", (event) => {
    const button = event.target.closest("button[id]");
    if (!button || button.disabled || button.closest(".expired")) return;
    event.preventDefault();
    send("click", button.id);
  });
  document.addEventListener("input", (event) => {
    const field = event.target;
    if (field.matches("input.field")) send("input", field.id, field.value);
  });
  document.addEventListener("change", (event) => {
    const control = event.target;
    if (control.matches("input[type=checkbox]")) send("change", control.id, String(control.checked));
    else if (control.matches("select")) send("change", control.id, control.value);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.isComposing && event.target.matches("input.field")) {
      event.preventDefault();
      send("submit", event.target.id);
      return;
    }
    // Delete and Option-Up/Down on a list's row that takes them, unless a field is being edited.
    const row = event.target.closest("li.row[data-keys]");
    if (!row || event.target.matches("input.field")) return;
    let key = null;
    if (event.key === "Delete" || event.key === "Backspace") key = event.key;
    else if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      key = `Alt+${event.key}`;
    }
    if (key) {
      event.preventDefault();
      send("key", row.id, key);
    }
  });
  // Focus, for the views' `@FocusState`s.
  const focusable = "input[id], button[id], select[id]";
  document.addEventListener("focusin", (event) => {
    if (event.target.matches(focusable)) send("focus", event.target.id);
  });
  document.addEventListener("focusout", (event) => {
    if (event.relatedTarget === null && event.target.matches(focusable) && event.target.isConnected) {
      send("blur", event.target.id);
    }
  });
  // Escape on a dialog asks the server to dismiss it; the next frame removes it.
  document.addEventListener(
    "cancel",
    (event) => {
      if (event.target.tagName !== "DIALOG") return;
      event.preventDefault();
      send("dismiss", event.target.id);
    },
    true,
  );

  // A page in front of someone says so now and then (three times per idle timeout, at most once
  // a minute), so that a page only watched keeps its session; one left in a background tab lets
  // it go after the idle timeout.
  function reportVisible() {
    if (document.visibilityState !== "visible") return;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ kind: "visible", target: "app", version }));
  }
  setInterval(reportVisible, Number(body.dataset.heartbeat || 60) * 1000);
  document.addEventListener("visibilitychange", reportVisible);

  // For tests and tools: the frame the page shows, a way to drop the connection as a network
  // would (the page reconnects), and a way to start over from the whole page.
  window.composableUI = {
    get version() {
      return version;
    },
    disconnect() {
      if (socket) socket.close();
    },
    startOver,
  };

  showDialogs();
  connect();
})();
