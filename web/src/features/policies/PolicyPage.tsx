import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/usePageTitle';
import { paragraphParts, type OperatorDetails, type PolicyText } from './policyText';
import { usePolicyText, type PolicyKind, type ShownPolicyText } from './policyTexts';
import { useGetSiteOperatorQuery } from './siteApi';

function Paragraph({ text, operator }: { text: string; operator: OperatorDetails | null }) {
  return (
    <p>
      {paragraphParts(text, operator).map((part, i) =>
        part.note ? (
          <mark key={i} className="policy__note">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** The page's heading, which names the tab too. */
function PolicyTitle({ title, lang }: { title: string; lang: string | undefined }) {
  usePageTitle(title);
  return (
    <h1 id="policy-title" lang={lang}>
      {title}
    </h1>
  );
}

function PolicySections({
  text,
  operator,
  lang,
}: {
  text: PolicyText;
  operator: OperatorDetails | null;
  lang: string | undefined;
}) {
  return text.sections.map((section) => (
    <section key={section.heading} lang={lang}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <Paragraph key={paragraph} text={paragraph} operator={operator} />
      ))}
    </section>
  ));
}

/** Why a visitor reads English on a page in their language: said in their language, never silently. */
function FallbackNote({ fallback }: { fallback: NonNullable<ShownPolicyText['fallback']> }) {
  return (
    <p className="policy__template" role="note">
      {fallback === 'untranslated' ? (
        <Trans>This text is not yet available in your language; the English version applies.</Trans>
      ) : (
        <Trans>
          The text in your language could not be loaded, so the English version is shown. Reload the page to try again.
        </Trans>
      )}
    </p>
  );
}

/**
 * A policy page: the template notice, the operator's details filled in, and the sections, in the active locale
 * (policyTexts.ts). `children` (the removal form) keep their place, and their state, while a language loads.
 */
export function PolicyArticle({ kind, children }: { kind: PolicyKind; children?: ReactNode }) {
  const { t } = useLingui();
  const shown = usePolicyText(kind);
  const { data, isError } = useGetSiteOperatorQuery(undefined);
  const operator = data ?? null;
  // English shown on another language's page is marked as English, for screen readers and translation tools.
  const lang = shown !== null && shown.fallback !== null ? 'en' : undefined;
  // Opened from the footer: start at the top of the text, not at the old scroll position. A block body: Chromium's
  // scrollTo now answers a promise, which React would take for the effect's cleanup and call on leaving the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [kind]);
  return (
    <article
      className="policy"
      aria-labelledby={shown ? 'policy-title' : undefined}
      aria-busy={shown === null || undefined}
    >
      {shown === null ? (
        <p className="policy__loading">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <PolicyTitle title={shown.text.title} lang={lang} />
          {shown.fallback !== null && <FallbackNote fallback={shown.fallback} />}
          <p className="policy__template" role="note">
            <Trans>
              Template: the operator completes and reviews this text (highlighted parts) before the site goes live.
            </Trans>
          </p>
          {isError && (
            <p role="alert" className="form-error">
              <Trans>The operator’s details could not be loaded. Reload the page to try again.</Trans>
            </p>
          )}
          <PolicySections text={shown.text} operator={operator} lang={lang} />
        </>
      )}
      {children}
      <nav aria-label={t`Policies`} className="policy__links">
        <Link to={paths.terms}>
          <Trans>Terms</Trans>
        </Link>
        <Link to={paths.privacy}>
          <Trans>Privacy</Trans>
        </Link>
        <Link to={paths.contentRemoval}>
          <Trans>Content removal</Trans>
        </Link>
        <Link to={paths.recordsStatement}>
          <Trans comment="A footer link: the 18 U.S.C. 2257 records-custodian statement">2257 statement</Trans>
        </Link>
        <Link to={paths.home}>
          <Trans>Back to StarSession</Trans>
        </Link>
      </nav>
    </article>
  );
}

export function TermsPage() {
  return <PolicyArticle kind="terms" />;
}

export function PrivacyPage() {
  return <PolicyArticle kind="privacy" />;
}

/** /2257: the records-keeping statement, with the operator's custodian of records. */
export function RecordsStatementPage() {
  return <PolicyArticle kind="records" />;
}
