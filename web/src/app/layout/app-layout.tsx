import { Outlet } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RouteToastReset } from './route-toast-reset.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** Header, the page and the footer. */
export function AppLayout() {
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main-content">
        {messages.common.skipToContent}
      </a>
      <Header />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <RouteToastReset />
    </div>
  );
}

/** Pages shown without the site chrome (redirect, share page). */
export function BareLayout() {
  return (
    <main id="main-content" className="app-main app-main--bare">
      <Outlet />
      <ScrollRestoration />
      <RouteToastReset />
    </main>
  );
}
