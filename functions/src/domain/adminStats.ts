import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from '../data/db.js';
import type { AdminStatsResponse } from '../shared/api/schemas/admin.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The four admin counters, each one aggregation query (no document reads). */
export async function adminStats(nowMs: number): Promise<AdminStatsResponse> {
  const since = Timestamp.fromMillis(nowMs - DAY_MS);
  const firestore = db();
  const users = firestore.collection(COLLECTIONS.users);
  const [total, fresh, sales, referred] = await Promise.all([
    users.count().get(),
    users.where('createdAt', '>=', since).count().get(),
    firestore
      .collection(COLLECTIONS.purchases)
      .where('status', '==', 'paid')
      .where('createdAt', '>=', since)
      .count()
      .get(),
    firestore.collection(COLLECTIONS.referrals).where('createdAt', '>=', since).count().get(),
  ]);
  return {
    ok: true,
    totalUsers: total.data().count,
    newUsers24h: fresh.data().count,
    premiumSales24h: sales.data().count,
    referredUsers24h: referred.data().count,
  };
}
