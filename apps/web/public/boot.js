// Starts the app once the browser has painted what the HTML holds: the loading frame, or a
// prerendered page (decision 46). Only then are the app's files asked for: its stylesheets
// (data-styles; a prerendered page has them written into its head already), its scripts
// (data-scripts, fetched side by side, with the chunks of the page when data-routes names it)
// and its entry module (data-entry), evaluated once the stylesheets are in. Fetched or run
// earlier, they would hold that first paint back on a slow phone. A classic deferred script,
// so that it can read its own attributes; the timer starts the app in a tab opened in the
// background too, where no frame is painted until it is shown.
(function () {
  var script = document.currentScript;
  var list = function (name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var started = false;
  var PRELOADS_PER_TASK = 6;
  // The chunks of this page, when it needs a log-in and the visitor has one (data-routes: a
  // path and its files, `;` between paths): asked for now rather than once the app has started
  // and found its route.
  function pageChunks() {
    if (!hasSession()) return [];
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
    return [];
  }
  function hasSession() {
    try {
      // The session store's key (SESSION_STORAGE_KEY); the app keeps its token there.
      var session = JSON.parse(localStorage.getItem('portal-session') || '{}');
      return Boolean(session && session.state && session.state.token);
    } catch {
      return false;
    }
  }
  function link(rel, href, as) {
    var element = document.createElement('link');
    element.rel = rel;
    if (as) element.as = as;
    element.crossOrigin = '';
    element.href = href;
    document.head.appendChild(element);
    return element;
  }
  function start() {
    if (started) return;
    started = true;
    var chunks = pageChunks();
    var isStyle = function (href) {
      return /\.css$/.test(href);
    };
    // The page's stylesheets with the app's: applied now to the loading frame, a few nodes,
    // rather than to the rendered page when its chunk loads (the app's loader finds them here).
    var styles = list('data-styles')
      .concat(chunks.filter(isStyle))
      .map(function (href) {
        var sheet = link('stylesheet', href);
        return new Promise(function (done) {
          sheet.onload = sheet.onerror = done;
        });
      });
    // A few links a task: each costs the main thread about a millisecond, which a slow phone
    // makes four, and twenty in one task would hold a tap back as long.
    // The entry first: the largest file, imported once the stylesheets are in.
    var preloads = [script.getAttribute('data-entry')].concat(list('data-scripts')).concat(
      chunks.filter(function (href) {
        return !isStyle(href);
      }),
    );
    (function next() {
      preloads.splice(0, PRELOADS_PER_TASK).forEach(function (href) {
        link('modulepreload', href);
      });
      if (preloads.length > 0) setTimeout(next, 0);
    })();
    Promise.all(styles).then(function () {
      import(script.getAttribute('data-entry'));
    });
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
