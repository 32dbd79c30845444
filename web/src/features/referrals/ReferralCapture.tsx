import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAuthStatus, selectAuthUser } from '../../identity/authSlice';
import { loadReferrer, readRefParam, saveReferrer } from './referralStorage';
import { isTransient, useGetReferralInfoQuery } from './referralsApi';
import {
  refLinkDropped,
  refLinkSeen,
  referrerShown,
  referrerStored,
  selectPendingRef,
  selectReferrer,
} from './referralSlice';

/**
 * The one capture path of `?ref=<uid>` (any route, first load or client-side navigation): the uid is
 * noted at once, checked with the server, then stored with the referrer's name. First touch wins: while a
 * referrer is stored, a later link is ignored (docs/product-rules.md). Signed in, it shows who referred them.
 */
export function ReferralCapture() {
  const { t } = useLingui();
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const referrer = useAppSelector(selectReferrer);
  const pending = useAppSelector(selectPendingRef);
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const refUid = readRefParam(search);

  // Noted before anything can redirect away from the query (e.g. a protected route → /account).
  useEffect(() => {
    if (refUid) dispatch(refLinkSeen(refUid));
  }, [dispatch, refUid]);

  useEffect(() => {
    if (referrer) return;
    const stored = loadReferrer();
    if (stored) dispatch(referrerStored(stored));
  }, [dispatch, referrer]);

  // A signed-in user's own link is not a referral; wait until auth knows who is signed in.
  const own = pending !== null && pending === user?.uid;
  // Storage is read here too: on the first render the stored referrer is not in the state yet.
  const firstTouch = referrer ?? loadReferrer();
  const taken = pending !== null && firstTouch !== null && firstTouch.uid !== pending;
  const candidate = pending !== null && authStatus !== 'loading' && !own && !taken ? pending : null;
  useEffect(() => {
    if (own || taken) dispatch(refLinkDropped());
  }, [dispatch, own, taken]);

  const { data, error, isFetching } = useGetReferralInfoQuery(candidate ?? '', { skip: !candidate });
  // The server knows no such user: not a referral. Unreachable or failing server: keep the uid without a name.
  const rejected = error !== undefined && 'status' in error && !isTransient(error);

  useEffect(() => {
    if (!candidate || isFetching || (data === undefined && error === undefined)) return;
    if (rejected) {
      dispatch(refLinkDropped());
      return;
    }
    const name = data?.name ?? (referrer?.uid === candidate ? referrer.name : null);
    saveReferrer({ uid: candidate, name });
    dispatch(referrerStored({ uid: candidate, name }));
    dispatch(refLinkDropped());
  }, [candidate, data, error, dispatch, referrer, rejected, isFetching]);

  const bannerUid = user && referrer ? referrer.uid : null;
  useEffect(() => {
    if (bannerUid) dispatch(referrerShown(bannerUid));
  }, [dispatch, bannerUid]);
  if (!user || !referrer) return null;
  const name = referrer.name ?? t({ message: 'A friend', comment: 'Who referred you, when their name is not shown' });
  return (
    <p className="referral-banner" role="note">
      <Trans>
        <strong>{name}</strong> has referred you.
      </Trans>{' '}
      {user.emailVerified ? (
        <Trans>Thank you for joining!</Trans>
      ) : (
        <Trans>Verify your email to give them credit towards free Premium.</Trans>
      )}
    </p>
  );
}
