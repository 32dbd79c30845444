import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthUser } from '../auth/authSlice';
import { referrerStored, selectReferrer } from '../settings/settingsSlice';
import { loadReferrer, readRefParam, saveReferrer } from './referralStorage';
import { useGetReferralInfoQuery } from './referralsApi';

/** Stores the referrer of a `?ref=<uid>` link (any route) with their name; renders nothing. */
export function ReferralCapture() {
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const referrer = useAppSelector(selectReferrer);
  const user = useAppSelector(selectAuthUser);
  const refUid = readRefParam(search);
  // A signed-in user's own link is not a referral.
  const candidate = refUid && refUid !== user?.uid ? refUid : null;
  const { data, error, isFetching } = useGetReferralInfoQuery(candidate ?? '', { skip: !candidate });
  // The server knows no such user: not a referral. Unreachable server: keep the uid without a name.
  const rejected = error !== undefined && 'status' in error && typeof error.status === 'number';

  useEffect(() => {
    if (referrer) return;
    const stored = loadReferrer();
    if (stored) dispatch(referrerStored(stored));
  }, [dispatch, referrer]);

  useEffect(() => {
    if (!candidate || rejected || isFetching) return;
    const name = data?.name ?? (referrer?.uid === candidate ? referrer.name : null);
    if (referrer?.uid === candidate && referrer.name === name) return;
    saveReferrer({ uid: candidate, name });
    dispatch(referrerStored({ uid: candidate, name }));
  }, [candidate, data, dispatch, referrer, rejected, isFetching]);

  return null;
}
