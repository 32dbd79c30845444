// The fuzzer's oracle: snapshots of account and money collections, and which changes a 2xx explains.

/** Bound to one Firestore (Admin SDK) instance. */
export function fuzzState(db) {
  const WATCHED = [
    'users',
    'usernames',
    'affiliates',
    'referrals',
    'purchases',
    'payment_events',
    'postbacks',
    'offer_clicks',
    'redeem_codes',
  ];

  function plain(value) {
    if (value && typeof value.toMillis === 'function') return { ts: value.toMillis() };
    if (Array.isArray(value)) return value.map(plain);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, plain(value[k])]),
      );
    return value;
  }

  async function snapshot() {
    const docs = new Map();
    for (const name of WATCHED) {
      for (const doc of (await db.collection(name).get()).docs) docs.set(`${name}/${doc.id}`, plain(doc.data()));
    }
    return docs;
  }

  function changes(before, after) {
    const out = [];
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const a = before.get(key);
      const b = after.get(key);
      if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ key, before: a, after: b });
    }
    return out;
  }

  /**
   * The accounts a signed postback may touch: the buyer of each purchase it recorded or reversed (premium granted or
   * taken back) and its referring affiliate (commission credited or clawed back), as functions/src/domain/purchases.ts.
   */
  const partiesOfRun = new WeakMap();
  function purchaseParties(all) {
    // One run's changes are judged one by one against the same list: its parties are found once.
    const known = partiesOfRun.get(all);
    if (known) return known;
    const parties = { buyers: new Set(), referrers: new Set() };
    for (const c of all.filter((x) => x.key.startsWith('purchases/'))) {
      for (const doc of [c.before, c.after]) {
        if (typeof doc?.uid === 'string') parties.buyers.add(doc.uid);
        if (typeof doc?.referrerUid === 'string') parties.referrers.add(doc.referrerUid);
      }
    }
    partiesOfRun.set(all, parties);
    return parties;
  }

  /**
   * What accepted (2xx) requests may change: the caller's own account and the documents their action names. `all` is
   * every change of the run (a postback's effects on accounts are named by the purchases it changed).
   */
  function allowedChange(change, accepted, all = []) {
    const [collection, id] = change.key.split('/');
    const doc = change.after ?? change.before ?? {};
    for (const r of accepted) {
      if (collection === 'users' && id === r.uid && r.method !== 'GET') return true;
      // Deletion removes or pseudonymises every document of the caller's (docs/product-rules.md).
      if (
        r.endpoint === 'POST /api/account/delete' &&
        r.uid &&
        (id === r.uid || id.startsWith(`${r.uid}_`) || JSON.stringify(change.before ?? {}).includes(r.uid))
      )
        return true;
      if (r.endpoint === 'POST /api/referrals/claim') {
        if (collection === 'referrals' && id === r.uid) return true;
        if (collection === 'users' && id === r.input?.referrerUid) return true;
      }
      // A postback the processor signed (fuzz.mjs signs some) records its payment event and purchase, and changes
      // only the accounts that purchase names.
      if (r.endpoint === '* /api/purchase/verotel/postback') {
        if (['purchases', 'payment_events'].includes(collection)) return true;
        const parties = purchaseParties(all);
        if (collection === 'users' && parties.buyers.has(id)) return true;
        if (collection === 'affiliates' && parties.referrers.has(id)) return true;
      }
      if (r.endpoint === 'POST /api/contentlocker/click' && collection === 'offer_clicks' && doc.uid === r.uid)
        return true;
      if (
        r.endpoint === 'POST /api/admin/affiliates/assign' &&
        ['affiliates', 'users'].includes(collection) &&
        id === r.json?.uid
      )
        return true;
    }
    return false;
  }

  return { snapshot, changes, allowedChange };
}
