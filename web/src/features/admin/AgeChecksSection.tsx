import { useGetAdminAgeChecksQuery } from './ageChecksApi';

const OUTCOMES = [
  ['passed', 'Passed'],
  ['failed', 'Failed'],
  ['cancelled', 'Cancelled'],
  ['expired', 'Expired'],
  ['pending', 'Still pending'],
  ['error', 'Error'],
] as const;

/** The operator's record of age checks (docs/age-assurance.md): counts by region and outcome, no people. */
export function AgeChecksSection() {
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminAgeChecksQuery(undefined);
  return (
    <section aria-labelledby="admin-age-checks">
      <div className="admin__heading-row">
        <h2 id="admin-age-checks">Age checks{data ? ` (${data.month}, UTC)` : ''}</h2>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          Refresh age checks
        </button>
      </div>
      {isLoading && <p role="status">Loading age checks...</p>}
      {isError && (
        <p role="alert" className="form-error">
          Failed to load the age checks
        </p>
      )}
      {data?.regions.length === 0 && <p>No age checks this month.</p>}
      {data && data.regions.length > 0 && (
        <div className="admin-table">
          <table>
            <caption className="visually-hidden">Age checks by region and outcome</caption>
            <thead>
              <tr>
                <th scope="col">Region</th>
                {OUTCOMES.map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.regions.map((row) => (
                <tr key={row.region}>
                  <th scope="row">{row.region}</th>
                  {OUTCOMES.map(([key]) => (
                    <td key={key}>{row[key].toLocaleString()}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="field__hint">Counts only: no visitor, address or account is recorded with a check.</p>
    </section>
  );
}
