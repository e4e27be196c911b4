// Starts the app once the browser has painted what the HTML holds: the loading frame, or a
// prerendered page (decision 46). Only then are the app's files asked for: its stylesheets
// (data-styles; a prerendered page has them written into its head already), its scripts
// (data-scripts, fetched side by side, with the chunks of the page when data-routes names it)
// and its entry module (data-entry), evaluated once the stylesheets are in. Fetched or run
// earlier, they would hold that first paint back on a slow phone. A classic script written into
// the page after #root (scripts/start-after-paint.ts), so that it can read its own attributes
// and finds #root as it runs; the timer starts the app in a tab opened in the
// background too, where no frame is painted until it is shown. A signed-in page is first asked
// of the server, rendered with its data, and painted before the scripts are asked for
// (askForPage, decision 49).
(function () {
  var script = document.currentScript;
  var list = function (name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var started = false;
  // Links added a task: each asks the browser for a file, which costs its main thread a few
  // milliseconds on a slow phone (more for the first), and ten in one task held a tap back.
  var LINKS_PER_TASK = 2;
  var PAGE_WAIT_MS = 3000;
  // The chunks of this page, when it needs a log-in and the visitor has one (data-routes: a
  // path and its files, `;` between paths): asked for now rather than once the app has started
  // and found its route.
  function pageChunks() {
    if (!session) return null;
    // A prerendered page is one for visitors without a session: the app sends this one Home.
    // Hidden meanwhile, rather than a log-in form to type into (app/take-over.ts shows it).
    var root = document.getElementById('root');
    var path = location.pathname;
    if (root && root.hasAttribute('data-prerendered')) {
      root.style.visibility = 'hidden';
      path = '/home';
    }
    var routes = (script.getAttribute('data-routes') || '').split(';');
    for (var i = 0; i < routes.length; i++) {
      var files = routes[i].split(' ');
      if (files[0] === path) return files.slice(1);
    }
    return null;
  }
  function storedSession() {
    try {
      // The session store's key (SESSION_STORAGE_KEY); the app keeps its token there.
      var session = JSON.parse(localStorage.getItem('portal-session') || '{}');
      return session && session.state && session.state.token ? session.state : null;
    } catch {
      return null;
    }
  }
  function link(rel, href) {
    var element = document.createElement('link');
    element.rel = rel;
    element.crossOrigin = '';
    element.href = href;
    document.head.appendChild(element);
    return element;
  }
  var session = storedSession();
  // Null: no session, or a path data-routes does not name (public, or with parameters).
  var signedInChunks = pageChunks();
  var chunks = signedInChunks || [];
  var isStyle = function (href) {
    return /\.css$/.test(href);
  };
  // Links still to add (functions that add one), LINKS_PER_TASK a task, in the order queued.
  var queued = [];
  var adding = false;
  function addInTurns(adds) {
    queued = queued.concat(adds);
    if (!adding) addSome();
  }
  function addSome() {
    var some = queued.splice(0, LINKS_PER_TASK);
    // Until a task has passed with none left: links queued meanwhile wait their turn.
    adding = some.length > 0;
    some.forEach(function (add) {
      add();
    });
    if (adding) setTimeout(addSome, 0);
  }
  var styles = null;
  // The page's stylesheets with the app's: applied to what is painted, a few nodes, rather than
  // to the rendered page when its chunk loads (the app's loader finds them here). Settles once
  // all of them are in.
  function applyStyles() {
    styles =
      styles ||
      new Promise(function (applied) {
        var loads = [];
        var hrefs = list('data-styles').concat(chunks.filter(isStyle));
        addInTurns(
          hrefs.map(function (href, i) {
            return function () {
              var sheet = link('stylesheet', href);
              loads.push(
                new Promise(function (done) {
                  sheet.onload = sheet.onerror = done;
                }),
              );
              if (i === hrefs.length - 1) applied(Promise.all(loads));
            };
          }),
        );
        if (hrefs.length === 0) applied();
      });
    return styles;
  }
  function start() {
    if (started) return;
    started = true;
    applyStyles();
    // After the stylesheets, the entry first: the largest file, imported once they are in.
    var preloads = [script.getAttribute('data-entry')].concat(list('data-scripts')).concat(
      chunks.filter(function (href) {
        return !isStyle(href);
      }),
    );
    addInTurns(
      preloads.map(function (href) {
        return function () {
          link('modulepreload', href);
        };
      }),
    );
    // Then the entry's biggest chunks (data-first, each after those it imports) and the entry,
    // each evaluated in a task of its own rather than all in one that holds the main thread for
    // a fifth of a second.
    var modules = list('data-first').concat([script.getAttribute('data-entry')]);
    function next() {
      var href = modules.shift();
      // A chunk that fails is the entry's to report, which imports it.
      if (href) import(href).then(next, next);
    }
    styles.then(next);
  }
  // A signed-in page, asked of the server rendered with its data (decision 49) and painted
  // before any of the app's scripts is asked for: on a slow phone they take seconds to come and
  // run. The app then starts over it with the same answers (window.portalPage). Without an
  // answer in PAGE_WAIT_MS (or with none at all) the app renders the page itself, as before.
  var root = document.getElementById('root');
  var asksForPage = Boolean(
    session && signedInChunks && root && !root.hasAttribute('data-prerendered'),
  );
  function askForPage() {
    var answer = fetch('/api/page', {
      method: 'POST',
      headers: {
        Authorization: 'Bearer ' + session.token,
        'Content-Type': 'application/json',
        panel: 'doctor',
        appversion: script.getAttribute('data-version') || '',
      },
      body: JSON.stringify({
        path: location.pathname + location.search,
        // MOBILE_MAX_WIDTH of the contract: the layout the app will render.
        mobile: typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches,
        session: session,
      }),
    }).then(function (res) {
      return res.ok ? res.json() : null;
    });
    var late = new Promise(function (done) {
      setTimeout(done, PAGE_WAIT_MS);
    });
    return Promise.race([answer, late])
      .then(function (body) {
        return body && body.data;
      })
      .catch(function () {
        return null;
      })
      .then(function (page) {
        return applyStyles().then(function () {
          if (page) {
            root.innerHTML = page.html;
            // The page's own title from its first paint, not once the app has started.
            if (page.title) document.title = page.title;
            root.setAttribute('data-prerendered', '');
            // Seen, scrolled, but not used until the app has taken it over: a tap or a form
            // sent now would do nothing, or send the form the browser's way.
            root.inert = true;
            // With the session it belongs to: the app takes it only for that one. With the
            // page's scripts, each after those it imports: the app evaluates them one a task.
            window.portalPage = {
              token: session.token,
              state: page.state,
              scripts: chunks.filter(function (href) {
                return !isStyle(href);
              }),
            };
          }
        });
      });
  }
  function startAfter(page) {
    if (page) {
      // The loading frame is painted meanwhile; the page's styles come after that paint.
      requestAnimationFrame(function () {
        setTimeout(applyStyles, 0);
      });
      page.then(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
        setTimeout(start, 250);
      });
    } else {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
      setTimeout(start, 250);
    }
  }
  if (asksForPage) {
    // In a task of its own: this one ends with the page's load event, where the browser lays the
    // loading frame out; the two together held a slow phone's main thread too long for a tap.
    setTimeout(function () {
      startAfter(askForPage());
    }, 0);
  } else {
    startAfter(null);
  }
})();
