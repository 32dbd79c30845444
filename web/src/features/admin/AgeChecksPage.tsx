import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGetAdminAgeChecksQuery } from './ageChecksApi';

// Column headings, each a count of age checks that ended so (the context tells translators).
const OUTCOMES = [
  ['passed', msg({ message: 'Passed', context: 'age check outcome' })],
  ['failed', msg({ message: 'Failed', context: 'age check outcome' })],
  ['cancelled', msg({ message: 'Cancelled', context: 'age check outcome' })],
  ['expired', msg({ message: 'Expired', context: 'age check outcome' })],
  ['pending', msg({ message: 'Still pending', context: 'age check outcome' })],
  ['error', msg({ message: 'Error', context: 'age check outcome' })],
] as const;

/** /admin/age-checks, the operator's record of age checks (docs/age-assurance.md): counts by region and outcome, no people. */
export function AgeChecksPage() {
  const { i18n, t } = useLingui();
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminAgeChecksQuery(undefined);
  const month = data?.month;
  return (
    <section aria-labelledby="admin-age-checks">
      <div className="admin__heading-row">
        <h1 id="admin-age-checks">{month === undefined ? t`Age checks` : t`Age checks (${month}, UTC)`}</h1>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          <Trans>Refresh age checks</Trans>
        </button>
      </div>
      {isLoading && (
        <p role="status">
          <Trans>Loading age checks...</Trans>
        </p>
      )}
      {isError && (
        <p role="alert" className="form-error">
          <Trans>Failed to load the age checks</Trans>
        </p>
      )}
      {data?.regions.length === 0 && (
        <p>
          <Trans>No age checks this month.</Trans>
        </p>
      )}
      {data && data.regions.length > 0 && (
        <div className="admin-table">
          <table>
            <caption className="visually-hidden">
              <Trans>Age checks by region and outcome</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Region</Trans>
                </th>
                {OUTCOMES.map(([key, label]) => (
                  <th key={key} scope="col">
                    {i18n._(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.regions.map((row) => (
                <tr key={row.region}>
                  <th scope="row">{row.region}</th>
                  {OUTCOMES.map(([key]) => (
                    <td key={key}>{i18n.number(row[key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="field__hint">
        <Trans>Counts only: no visitor, address or account is recorded with a check.</Trans>
      </p>
    </section>
  );
}
