import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AgeGate } from '../features/ageGate/AgeGate';
import { readAgeConfirmedAt } from '../features/ageGate/ageConfirmation';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';

/** Every route renders inside this layout, so the age gate guards them all whatever the URL. */
export function RootLayout() {
  const [confirmed, setConfirmed] = useState(() => readAgeConfirmedAt() !== null);
  if (!confirmed) return <AgeGate onConfirmed={() => setConfirmed(true)} />;
  return (
    <div className="layout">
      <Header />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
