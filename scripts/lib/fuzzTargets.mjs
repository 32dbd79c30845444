// The fuzzer's request generators: every API endpoint with the shape of its input, mixing valid
// values with hostile ones, plus headers, body encodings and a role per request.
import fc from 'fast-check';
import { demoSecret } from './projectConfig.mjs';

/**
 * `knownUids`: real accounts (so some referral claims are accepted); `appUrl`: an allowed Origin; `shopId`: the demo
 * FlexPay shop, for the postbacks fuzz.mjs signs.
 */
export function fuzzTargets({ knownUids, appUrl, roleNames, shopId }) {
  const weird = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom(
      '',
      ' ',
      '..',
      '../../etc/passwd',
      '__proto__',
      'constructor',
      '%00',
      '\u0000',
      'null',
      'true',
      '-1',
      '1e309',
      'NaN',
      '<script>',
      "' OR 1=1 --",
    ),
    fc.string({ minLength: 1000, maxLength: 5000 }),
  );
  const anyJson = fc.oneof(
    weird,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(weird, { maxLength: 4 }),
    fc.dictionary(weird, weird, { maxKeys: 3 }),
  );
  const field = (...valid) =>
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...valid) }, { weight: 2, arbitrary: anyJson });
  const qfield = (...valid) =>
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...valid) }, { weight: 2, arbitrary: weird });
  const maybe = (record) => fc.record(record, { requiredKeys: [] });
  const uid = fc.oneof(fc.constantFrom(...knownUids), fc.stringMatching(/^[A-Za-z0-9]{20,28}$/), weird);
  const subs = ['AriaValeGallery', 'DemoSharedFinds', 'aa', 'x'];

  /** Every endpoint: method(s), path (maybe generated), and the shape of its input. */
  const ENDPOINTS = [
    { name: 'GET /api/health', path: '/api/health', query: maybe({ x: weird }) },
    {
      name: 'GET /api/reddit/listing',
      path: '/api/reddit/listing',
      query: maybe({
        sub: qfield(...subs),
        type: qfield('top', 'hot', 'new'),
        timeframe: qfield('week', 'all', 'decade'),
        limit: qfield('1', '20', '60', '61', '0'),
        after: qfield('t3_abc123', '../x'),
        count: qfield('0', '25'),
        run: qfield('AAAAAAAAAAAAAAAAAAAAAA', 'short'),
      }),
    },
    {
      name: 'GET /api/redgifs/resolve',
      path: '/api/redgifs/resolve',
      query: maybe({ id: qfield('demoaria001', 'nosuchvideo', 'A'), url: weird }),
    },
    {
      name: 'GET /api/redgifs/stream/:id',
      path: fc
        .oneof(fc.constantFrom('nosuchvideo', 'demoaria001', '..%2F..', 'a'), fc.stringMatching(/^[a-z0-9]{1,40}$/))
        .map((id) => `/api/redgifs/stream/${id}`),
      query: maybe({ q: qfield('hd', 'sd', 'xx') }),
    },
    { name: 'GET /api/referrals/info', path: '/api/referrals/info', query: maybe({ uid: uid.map(String) }) },
    {
      name: 'POST /api/referrals/claim',
      method: 'POST',
      path: '/api/referrals/claim',
      body: maybe({ referrerUid: uid }),
    },
    {
      name: 'POST /api/sessions/start|heartbeat|finish',
      method: ['POST', 'GET'],
      path: fc.constantFrom('/api/sessions/start', '/api/sessions/heartbeat', '/api/sessions/finish'),
      body: maybe({
        runId: field('AAAAAAAAAAAAAAAAAAAAAA', 'x'),
        shown: field(0, 5, -1, 1e9, 2.5),
        // The items a running session holds (the heartbeat asks which were taken down since).
        held: field(
          [],
          [{ id: 'abc_0', url: 'http://127.0.0.1:9010/media/img/a.png', postUrl: null }],
          [{ id: 'videohost', url: 'videohost:abc', postUrl: 'javascript:alert(1)' }],
          Array.from({ length: 40 }, (_, i) => ({ id: `i${i}`, url: `https://x.test/${i}`, postUrl: null })),
          'all',
        ),
        // A paused session's beat: asks, counts nothing.
        paused: field(true, false, 'yes', null),
        x: anyJson,
      }),
    },
    {
      name: 'POST /api/redeem',
      method: 'POST',
      path: '/api/redeem',
      body: maybe({ code: field('NOPE-0000', 'demo-code-9999', 'X') }),
    },
    { name: 'POST /api/claim', method: 'POST', path: '/api/claim', body: maybe({ x: anyJson }) },
    {
      name: 'POST /api/contentlocker/click',
      method: 'POST',
      path: '/api/contentlocker/click',
      body: maybe({ x: anyJson }),
    },
    {
      name: 'POST /api/contentlocker/complete',
      method: 'POST',
      path: '/api/contentlocker/complete',
      body: maybe({ x: anyJson }),
    },
    {
      name: '* /api/contentlocker/postback',
      method: ['GET', 'POST', 'PUT'],
      path: '/api/contentlocker/postback',
      query: maybe({
        click: qfield('abcdefghijklmnop1234'),
        txn: qfield('T-1', 'a/b'),
        status: qfield('approved', 'reversed', 'x'),
        secret: qfield('wrong', ''),
      }),
      body: maybe({ click: field('abcdefghijklmnop1234'), status: field('approved') }),
    },
    { name: 'GET /api/purchase/link', path: '/api/purchase/link', query: maybe({ x: weird }) },
    {
      name: '* /api/purchase/verotel/postback',
      method: ['GET', 'POST', 'DELETE'],
      path: '/api/purchase/verotel/postback',
      // Half are signed with the demo key (fuzz.mjs), so sales and reversals (of deleted accounts too) get past it.
      sign: fc.boolean(),
      query: maybe({
        shopID: qfield(shopId, '123', ''),
        saleID: qfield('1', 'x'),
        custom1: uid.map(String),
        priceAmount: qfield('9.99', '-1', 'abc'),
        priceCurrency: qfield('USD', 'EUR', 'usd'),
        type: qfield('purchase', 'refund', 'chargeback'),
        event: qfield('credit', 'chargeback', 'initial'),
        transactionID: qfield('7', 'x/y'),
        referenceID: weird,
        signature: qfield('0'.repeat(40), 'zz'),
      }),
      body: maybe({ signature: field('x') }),
    },
    { name: 'GET /api/affiliates/me', path: '/api/affiliates/me', query: maybe({ x: weird }) },
    { name: 'GET /api/admin/me', path: '/api/admin/me' },
    { name: 'GET /api/admin/stats', path: '/api/admin/stats' },
    { name: 'GET /api/admin/audit', path: '/api/admin/audit' },
    { name: 'GET /api/admin/media-health', path: '/api/admin/media-health' },
    { name: 'GET /api/admin/ai-budget', path: '/api/admin/ai-budget', query: maybe({ x: weird }) },
    {
      name: 'GET /api/admin/library',
      path: '/api/admin/library',
      query: maybe({ sub: qfield(...subs), after: weird, limit: qfield('1', '500', '-3') }),
    },
    {
      name: 'POST /api/admin/library/import',
      method: 'POST',
      path: '/api/admin/library/import',
      body: maybe({
        format: field('json', 'csv', 'xml'),
        text: field('[]', 'sub,url\n', '{"items":[{"sub":"AriaValeGallery","url":"https://example.com/a.jpg"}]}'),
      }),
    },
    {
      name: 'POST /api/admin/library/uploads',
      method: 'POST',
      path: '/api/admin/library/uploads',
      body: maybe({
        community: field(...subs),
        fileName: field('photo.jpg', 'clip.mp4', '../../etc/passwd', 'x'.repeat(1001)),
        bytes: field(1, 1024, 4 * 1024 ** 3, 4 * 1024 ** 3 + 1, 0, -5, 1.5, '100'),
      }),
    },
    {
      name: 'POST /api/admin/uploader-check',
      method: 'POST',
      path: '/api/admin/uploader-check',
      body: maybe({
        legalName: field('Rowan Tester', '', ' ', 'x'.repeat(121), 42),
        dateOfBirth: field(
          '1988-08-08',
          '2030-01-01',
          '1990-02-30',
          new Date().toISOString().slice(0, 10),
          'yesterday',
        ),
      }),
    },
    {
      name: 'POST /api/admin/uploader-check/finish',
      method: 'POST',
      path: '/api/admin/uploader-check/finish',
      body: maybe({ returnToken: field('A'.repeat(22), 'short', 'A'.repeat(23), '../../x', null) }),
    },
    {
      name: 'GET /api/admin/library/uploads',
      path: '/api/admin/library/uploads',
      query: maybe({
        ids: qfield(
          'AAAAAAAAAAAAAAAAAAAA',
          'AAAAAAAAAAAAAAAAAAAA,BBBBBBBBBBBBBBBBBBBB',
          ',,',
          'a'.repeat(21),
          Array(51).fill('AAAAAAAAAAAAAAAAAAAA').join(','),
        ),
      }),
    },
    {
      name: 'DELETE /api/admin/library/:id',
      method: 'DELETE',
      path: fc
        .oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), fc.constantFrom('..', '%2e%2e', 'x'.repeat(600)))
        .map((id) => `/api/admin/library/${id}`),
    },
    {
      name: 'POST /api/admin/library/:id/block',
      method: 'POST',
      path: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/).map((id) => `/api/admin/library/${id}/block`),
      body: maybe({ blocked: field(true, false) }),
    },
    {
      name: 'POST /api/admin/affiliates/assign',
      method: 'POST',
      path: '/api/admin/affiliates/assign',
      body: maybe({
        target: field('nobody@test.example', 'not-a-user-id-12345', ''),
        ratePct: field('10', '10%', 101, -1, '0.5'),
      }),
    },
    {
      name: '* /api/llm/plan',
      method: ['GET', 'POST'],
      path: '/api/llm/plan',
      query: maybe({
        starId: qfield('aria-vale', 'sable-quinn', 'nobody'),
        lengthMin: qfield('5', '10', '30', '7'),
        enableBar: qfield('true', 'false', 'maybe'),
        bpm: qfield('100', '0', '9999'),
        persona: weird,
        personalization: weird,
        premium: qfield('true'),
      }),
      body: maybe({
        starId: field('aria-vale', 'sable-quinn'),
        lengthMin: field(5, 10, 30, '7'),
        enableBar: field(true, false),
        bpm: field(100, 1e9),
        persona: anyJson,
        personalization: anyJson,
      }),
    },
    {
      name: '* /api/llm/chunk',
      method: ['GET', 'POST'],
      path: '/api/llm/chunk',
      query: maybe({
        starId: qfield('aria-vale', 'sable-quinn'),
        chunkIndex: qfield('0', '1', '59', '60', '-1'),
        chunkMinutes: qfield('10', '5', '11'),
        persona: weird,
        personalization: weird,
      }),
      body: maybe({
        starId: field('aria-vale', 'sable-quinn'),
        chunkIndex: field(0, 1, 59),
        chunkMinutes: field(10, 1),
        personalization: anyJson,
      }),
    },
    {
      name: 'POST /api/reports',
      method: 'POST',
      path: '/api/reports',
      body: maybe({
        origin: field('session', 'favorites', 'removalRequest'),
        url: field('https://media.example/a.jpg', 'videohost:calmblueheron', 'javascript:alert(1)'),
        source: field('forum', 'videohost', 'library', 'ad'),
        sourceId: field('abc123', 'abc123_1', '../x'),
        postUrl: field(null, 'https://www.reddit.com/r/x/comments/abc123/t/'),
        itemSig: field('AAAAAAAAAAAAAAAAAAAAAA', 'short', null),
        reason: field('ncii', 'underage', 'nonConsensual', 'depictsMe', 'illegal', 'other', 'spam'),
        text: anyJson,
        contact: field('me@mail.example', 'not-an-email'),
      }),
    },
    { name: 'GET /api/admin/reports', path: '/api/admin/reports' },
    {
      name: 'GET /api/admin/reports/open',
      path: '/api/admin/reports/open',
      query: maybe({ lane: qfield('ncii', 'safety', 'other', 'junk'), after: qfield('1.abc', 'x', '9'.repeat(20)) }),
    },
    {
      name: 'POST /api/admin/reports/dismiss',
      method: 'POST',
      path: '/api/admin/reports/dismiss',
      body: maybe({
        ids: field(
          [],
          ['NoSuchReport1'],
          ['../users/x'],
          Array.from({ length: 51 }, () => 'a'),
        ),
      }),
    },
    {
      name: 'GET /api/admin/review',
      path: '/api/admin/review',
      query: maybe({ after: qfield('1.abc', 'x', '9'.repeat(20)) }),
    },
    {
      name: 'POST /api/admin/review/:id',
      method: 'POST',
      path: fc.constantFrom('nosuchitem', '..', '%2e%2e', 'x'.repeat(50)).map((id) => `/api/admin/review/${id}`),
      body: maybe({ decision: field('approve', 'reject', 'publish'), reason: field('', 'spam', 'x'.repeat(201)) }),
    },
    {
      name: 'POST /api/admin/reports/decide',
      method: 'POST',
      path: '/api/admin/reports/decide',
      body: maybe({ id: field('NoSuchReport1', '../users/x'), decision: field('remove', 'dismiss', 'delete') }),
    },
    {
      name: 'GET /api/admin/reports/export',
      path: '/api/admin/reports/export',
      query: maybe({ month: qfield('2026-11', '2026-13', '1999-01') }),
    },
    { name: 'GET /api/site/operator', path: '/api/site/operator' },
    {
      name: 'GET /api/stars/thumbnails',
      path: '/api/stars/thumbnails',
      query: maybe({ x: weird, catalogue: qfield('1', '9', '-1') }),
    },
    { name: 'GET /api/stars', path: '/api/stars', query: maybe({ x: weird }) },
    { name: 'GET /api/admin/stars', path: '/api/admin/stars' },
    {
      name: 'POST /api/admin/stars',
      method: 'POST',
      path: '/api/admin/stars',
      body: maybe({
        name: field('Fuzz Star', '', ' ', 'x'.repeat(41), 'Aria Vale'),
        persona: field('calm and slow', '', 'x'.repeat(81)),
        premium: field(true, false, 'yes'),
        library: field([], ['FuzzLibrary'], ['StarAvatars'], ['bad name'], ['a', 'b', 'c', 'd', 'e', 'f', 'g']),
        forum: field([], ['FuzzForum'], ['FuzzForum', 'fuzzforum']),
        avatarItemId: field(null, 'a0000000000000000000', '../x'),
      }),
    },
    {
      name: 'PUT /api/admin/stars/:id',
      method: 'PUT',
      path: fc
        .constantFrom('aria-vale', 'no-such-star', '..', '%2e%2e', 'x'.repeat(50), 'Aria_Vale')
        .map((id) => `/api/admin/stars/${id}`),
      body: maybe({
        star: fc.oneof(
          anyJson,
          fc.constant({
            name: 'Aria Vale',
            persona: 'x',
            premium: false,
            library: [],
            forum: ['Fz'],
            avatarItemId: null,
          }),
        ),
        revision: field(1, 0, -1, 99, 'x'),
        retired: field(true, false, 'no'),
      }),
    },
    {
      name: 'POST /api/admin/stars/order',
      method: 'POST',
      path: '/api/admin/stars/order',
      body: maybe({
        ids: field([], ['aria-vale'], ['aria-vale', 'aria-vale'], ['../x']),
        version: field(0, 1, -1, 'x'),
      }),
    },
    { name: 'GET /api/age/status', path: '/api/age/status', query: maybe({ x: weird }) },
    {
      name: 'POST /api/age/start',
      method: 'POST',
      path: '/api/age/start',
      body: maybe({ provider: field('yoti', 'oidc', 'agekey') }),
    },
    {
      name: '* /api/age/return',
      method: ['GET', 'POST'],
      path: '/api/age/return',
      query: maybe({ sessionId: qfield('demo-session-1', 'x'.repeat(101)) }),
      body: maybe({
        state: field('s'.repeat(43), ''),
        id_token: field('a.b.c', 'x'.repeat(9000)),
        error: field('access_denied'),
      }),
    },
    { name: 'GET /api/admin/age-checks', path: '/api/admin/age-checks', query: maybe({ x: weird }) },
    {
      name: 'POST /api/account/consent',
      method: 'POST',
      path: '/api/account/consent',
      body: maybe({ policyVersion: field('2026-11-26', '1999-01-01', '') }),
    },
    { name: 'GET /api/account/export', path: '/api/account/export', query: maybe({ x: weird }) },
    { name: 'GET /api/favorites/removed', path: '/api/favorites/removed', query: maybe({ x: weird }) },
    // Last: an accepted deletion ends the caller's account, and with it that role's later requests.
    {
      name: 'POST /api/account/delete',
      method: ['POST', 'DELETE'],
      path: '/api/account/delete',
      body: maybe({ confirm: anyJson }),
    },
  ];

  const headerArb = maybe({
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), weird).map(String),
    'x-fah-client-ip': fc.oneof(fc.ipV4(), fc.ipV6(), weird).map(String),
    'user-agent': weird.map((s) =>
      String(s)
        .replace(/[^\x20-\x7e]/g, '')
        .slice(0, 200),
    ),
    origin: fc.constantFrom('https://evil.example', appUrl),
    // The age routes refuse a browser's cross-site POST by it (middleware/requireSameOrigin.ts).
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'same-site', 'none'),
    // Read only beside the edge's proof (GEO_REGION_HEADER, GEO_EDGE_SECRET), so verify, block and unknown regions all
    // get their turn, and forged headers (no proof, a wrong one) too.
    'x-client-region': fc.oneof(fc.constantFrom('GB', 'US-TX', 'US-UT', 'DE', 'XX'), weird).map(String),
    'x-starsession-edge': fc.constantFrom(demoSecret('GEO_EDGE_SECRET'), 'guessed', ''),
    cookie: fc.oneof(
      fc.constantFrom('__session=', '__session=a.b.c'),
      weird.map((s) => `__session=${String(s)}`),
    ),
  });
  const bodyMode = fc.constantFrom('json', 'json', 'json', 'randomJson', 'malformed', 'form', 'text', 'none', 'huge');

  function requestArb(endpoint) {
    const methods = Array.isArray(endpoint.method) ? endpoint.method : [endpoint.method ?? 'GET'];
    const path = typeof endpoint.path === 'string' ? fc.constant(endpoint.path) : endpoint.path;
    return fc.record({
      method: fc.constantFrom(...methods),
      path,
      query: endpoint.query ?? fc.constant({}),
      body: endpoint.body ?? endpoint.form ?? fc.constant(undefined),
      randomJson: fc.jsonValue({ maxDepth: 3 }),
      mode: bodyMode,
      headers: headerArb,
      role: fc.constantFrom(...roleNames),
      pick: fc.nat(),
      sign: endpoint.sign ?? fc.constant(false),
    });
  }

  return { ENDPOINTS, requestArb };
}
