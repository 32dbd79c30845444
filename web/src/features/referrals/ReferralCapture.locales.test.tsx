import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { saveReferrer } from './referralStorage';
import { ReferralCapture } from './ReferralCapture';

describe('the referral banner in another language', () => {
  it('when a French reader not yet verified was referred, then the banner names the referrer in French', async () => {
    await act(() => activateLocale('fr'));
    saveReferrer({ uid: 'ref7', name: 'sam' });
    renderWithProviders(<ReferralCapture />, {
      initialEntries: ['/dashboard'],
      preloadedState: signedInState({ uid: 'u9', emailVerified: false }),
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'sam vous a parrainé. Vérifiez votre adresse e-mail pour que ce parrainage compte pour son Premium gratuit.',
    );
  });

  it('when a verified German reader’s referrer has no presentable name, then the banner says “Jemand” and thanks them in German', async () => {
    await act(() => activateLocale('de'));
    saveReferrer({ uid: 'ref8', name: 'StarSession Support' });
    renderWithProviders(<ReferralCapture />, { initialEntries: ['/dashboard'], preloadedState: signedInState() });
    expect(await screen.findByRole('note')).toHaveTextContent(
      /^Jemand hat dich geworben\. Danke, dass du dabei bist!$/,
    );
  });
});
