/* Kumo's early requests (issue 40; named in the page by build/early-script-plugin.ts). A tiny script the page runs as soon as it arrives, long before
 * the app's code has loaded and run: for a signed-in reader it sends `i` and the requests the last
 * start of this page sent first (the timeline's first page, kept by app/early-timeline.ts under
 * `kumo:early-requests`), so that the server's time overlaps with loading the app. The app takes
 * an answer only for exactly the request it would send, once, in the first seconds
 * (api/early-answers.ts); anything else is asked again as usual. Reads only: nothing it sends
 * changes anything on the server. Plain JavaScript outside the bundle, so that it shares no code
 * (and no chunk) with the app and costs one small file. */
'use strict';
(function () {
  /** The only endpoints it sends: reads a start-up makes. */
  var READS = [
    'i',
    'notes/timeline',
    'notes/local-timeline',
    'notes/hybrid-timeline',
    'notes/global-timeline',
  ];
  function read(key) {
    try {
      return JSON.parse(localStorage.getItem(key) || 'null');
    } catch (e) {
      return null;
    }
  }
  // there from the start (empty when nothing is asked): the app knows the script has run
  var sent = [];
  window.kumoEarlyAnswers = sent;
  // ?loginId= switches the account first; a visitor has nothing to ask early
  if (new URLSearchParams(location.search).has('loginId')) return;
  var account = read('account');
  if (!account || typeof account.id !== 'string' || typeof account.token !== 'string') return;
  var origin = typeof account.origin === 'string' ? account.origin.replace(/\/$/, '') : '';
  var requests = [{ endpoint: 'i', params: {} }];
  var plan = read('kumo:early-requests');
  if (plan && plan.account === account.id && plan.path === location.pathname && Array.isArray(plan.requests))
    requests = requests.concat(plan.requests);
  requests.forEach(function (r) {
    if (!r || READS.indexOf(r.endpoint) < 0 || !r.params || typeof r.params !== 'object') return;
    // the body exactly as the app's api() writes it: the parameters, then the token
    var body = JSON.stringify(Object.assign({}, r.params, { i: account.token }));
    var url = origin + '/api/' + r.endpoint;
    var answer = fetch(url, {
      method: 'POST',
      body: body,
      credentials: 'omit',
      cache: 'no-cache',
      headers: { 'Content-Type': 'application/json' },
    });
    // not taken (the app asked otherwise): no unhandled failure in the console
    answer.catch(function () {});
    sent.push({ url: url, body: body, answer: answer, at: performance.now() });
  });
})();
