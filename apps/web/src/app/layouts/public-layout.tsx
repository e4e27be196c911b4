import { Link, Outlet } from 'react-router';
import { Footer } from '../../shared/ui/footer';
import { Logo } from '../../shared/ui/logo';
import classes from './public-layout.module.css';

/** Landing, guest and error pages: a slim top bar, the page and the footer. */
export function PublicLayout() {
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <Link to="/" className={classes.logo} aria-label="Pharma Portal">
          <Logo />
        </Link>
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
