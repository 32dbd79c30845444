import { Link } from 'react-router-dom';
import { FREE_STARS, PREMIUM_STARS, type Star } from '@shared/stars';
import { paths } from '../../config/paths';

function StarCard({ star }: { star: Star }) {
  return (
    <li className="star-card">
      <Link to={paths.config(star.id)} state={{ fromDashboard: true }} className="star-card__link">
        <div className="star-card__image">
          <span className="star-card__loading">Loading...</span>
        </div>
        <span className="star-card__name">{star.name}</span>
        {star.premium && (
          <>
            <span className="star-card__badge">
              <span aria-hidden="true">🔒</span> Premium
            </span>
            <span className="star-card__caption">Persona ready</span>
          </>
        )}
      </Link>
    </li>
  );
}

export function DashboardPage() {
  return (
    <div className="dashboard">
      <h1>Choose Your Star</h1>
      <section aria-labelledby="free-stars">
        <h2 id="free-stars">Free</h2>
        <ul className="star-grid">
          {FREE_STARS.map((s) => (
            <StarCard key={s.id} star={s} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="premium-stars">
        <h2 id="premium-stars">Premium</h2>
        <ul className="star-grid">
          {PREMIUM_STARS.map((s) => (
            <StarCard key={s.id} star={s} />
          ))}
        </ul>
      </section>
    </div>
  );
}
