import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/usePageTitle';
import { paragraphParts, type OperatorDetails, type PolicyText } from './policyText';
import { PRIVACY_TEXT } from './privacyText';
import { useGetSiteOperatorQuery } from './siteApi';
import { TERMS_TEXT } from './termsText';

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

/** A policy page: the template notice, the operator's details filled in, and the sections. */
export function PolicyArticle({ text, children }: { text: PolicyText; children?: ReactNode }) {
  const { data, isError } = useGetSiteOperatorQuery(undefined);
  const operator = data ?? null;
  usePageTitle(text.title);
  // Opened from the footer: start at the top of the text, not at the old scroll position. A block body: Chromium's
  // scrollTo now answers a promise, which React would take for the effect's cleanup and call on leaving the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [text.title]);
  return (
    <article className="policy" aria-labelledby="policy-title">
      <h1 id="policy-title">{text.title}</h1>
      <p className="policy__template" role="note">
        Template: the operator completes and reviews this text (highlighted parts) before the site goes live.
      </p>
      {isError && (
        <p role="alert" className="form-error">
          The operator’s details could not be loaded. Reload the page to try again.
        </p>
      )}
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph} text={paragraph} operator={operator} />
          ))}
        </section>
      ))}
      {children}
      <nav aria-label="Policies" className="policy__links">
        <Link to={paths.terms}>Terms</Link>
        <Link to={paths.privacy}>Privacy</Link>
        <Link to={paths.contentRemoval}>Content removal</Link>
        <Link to={paths.home}>Back to StarSession</Link>
      </nav>
    </article>
  );
}

export function TermsPage() {
  return <PolicyArticle text={TERMS_TEXT} />;
}

export function PrivacyPage() {
  return <PolicyArticle text={PRIVACY_TEXT} />;
}
