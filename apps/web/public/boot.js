// Starts the app once the browser has painted what the HTML holds: the loading frame, or a
// prerendered page (decision 46). Only then are the app's files asked for: its stylesheets
// (data-styles; a prerendered page has them written into its head already), its scripts
// (data-scripts, fetched side by side) and its entry module (data-entry), evaluated once the
// stylesheets are in. Fetched or run earlier, they would hold that first paint back on a slow
// phone. A classic deferred script, so that it can read its own attributes; the timer starts
// the app in a tab opened in the background too, where no frame is painted until it is shown.
(function () {
  var script = document.currentScript;
  var list = function (name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var started = false;
  function link(rel, href) {
    var element = document.createElement('link');
    element.rel = rel;
    element.crossOrigin = '';
    element.href = href;
    document.head.appendChild(element);
    return element;
  }
  function start() {
    if (started) return;
    started = true;
    var styles = list('data-styles').map(function (href) {
      var sheet = link('stylesheet', href);
      return new Promise(function (done) {
        sheet.onload = sheet.onerror = done;
      });
    });
    list('data-scripts').forEach(function (href) {
      link('modulepreload', href);
    });
    Promise.all(styles).then(function () {
      import(script.getAttribute('data-entry'));
    });
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
