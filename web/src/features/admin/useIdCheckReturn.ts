import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ID_CHECK_RETURN_PARAM } from '@shared/api/schemas/identityChecks';

/**
 * An ID check the provider sent the browser back from (`?idCheck=` with the start's return token): hands the token to
 * `finish` once, then drops it from the URL. Answers whether the page is such a return, so the page can wait for the
 * result instead of reading its state twice.
 */
export function useIdCheckReturn(finish: (returnToken: string) => Promise<unknown>): boolean {
  // useLocation, not useSearchParams: the latter would pull router code into the chunk the first view shares.
  const returnToken = new URLSearchParams(useLocation().search).get(ID_CHECK_RETURN_PARAM);
  const navigate = useNavigate();
  const finishing = useRef<string | null>(null);
  useEffect(() => {
    if (!returnToken || finishing.current === returnToken) return;
    finishing.current = returnToken;
    void finish(returnToken).then(() => navigate({ search: '' }, { replace: true }));
  }, [returnToken, finish, navigate]);
  return returnToken !== null;
}
