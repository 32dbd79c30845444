export function Footer() {
  return (
    <footer className="footer">
      <p>© {new Date().getFullYear()} StarSession. Adults only. All personas are fictional.</p>
    </footer>
  );
}
