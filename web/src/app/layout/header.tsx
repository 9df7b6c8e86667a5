import { useEffect, useId, useRef, useState } from 'react';
import { Link, matchPath, NavLink, useLocation } from 'react-router-dom';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { routeKeys, routePath } from '@portal/shared/route-keys';
import { useIsMobile } from '../../hooks/use-media-query.ts';
import { useCompany } from '../../lib/company-context.tsx';
import { fileUrl } from '../../lib/file-url.ts';
import { needsLogoPlate } from '../theme.ts';
import './header.css';

/** Board menu values and the screens they open. */
const boardRoutes: Record<string, string> = { notice: 'R4-0', faq: 'R4-1', qna: 'R4-2' };

interface MenuLink {
  key: string;
  label: string;
  to: string;
  external?: boolean;
  /** Further routes under this menu entry: a posting's detail is still '채용공고'. */
  activeOn?: readonly string[];
}

function useMenu() {
  const { company } = useCompany();
  const site = company.site;
  const intro: MenuLink =
    site.move_homepage === 'Y' && company.website
      ? { key: 'intro', label: messages.header.companyIntro, to: company.website, external: true }
      : { key: 'intro', label: messages.header.companyIntro, to: routePath('R4-3') ?? '/' };
  const recruits: MenuLink = { key: 'recruits', label: messages.header.recruits, to: routePath('recruits') ?? '/', activeOn: [routeKeys.recruit] };
  const inquiry: MenuLink[] = company.boardMenus.flatMap((m) => {
    const routeKey = boardRoutes[m.value];
    const to = routeKey ? routePath(routeKey) : undefined;
    return to ? [{ key: m.value, label: m.name || (messages.header.boardNames[m.value] ?? m.value), to }] : [];
  });
  const inquiryLabel = company.labels.inquiryMenu ?? messages.header.recruitInquiry;
  return { intro, recruits, inquiry, inquiryLabel };
}

function MenuAnchor({ link, className, onNavigate }: { link: MenuLink; className: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  if (link.external) {
    return (
      <a className={className} href={link.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {link.label}
        <span className="visually-hidden"> {messages.common.newWindow}</span>
      </a>
    );
  }
  return (
    <NavLink
      className={({ isActive }) => `${className}${isActive || link.activeOn?.some((p) => matchPath(p, pathname)) ? ' is-active' : ''}`}
      to={link.to}
      onClick={onNavigate}
    >
      {link.label}
    </NavLink>
  );
}

function Logo() {
  const { company, fileDomain } = useCompany();
  const src = fileUrl(fileDomain, company.site.logoUrl ?? company.logoUrl);
  const width = company.site.logo_width ?? constants.logoWidthDefault;
  // A logo too faint on the header colour sits on a light plate (theme.ts needsLogoPlate, company.theme.logo_plate).
  const plate = Boolean(src) && needsLogoPlate(company);
  return (
    <Link to="/" className={`site-header__logo${plate ? ' site-header__logo--plate' : ''}`} aria-label={messages.header.homeLink(company.name)}>
      {src ? <img src={src} alt={company.name} style={{ width: `${width}px` }} /> : <span className="site-header__name">{company.name}</span>}
    </Link>
  );
}

/**
 * The inquiry boards under one button: a disclosure of plain links (the WAI-ARIA disclosure navigation pattern), so
 * every page's header needs no menu component. Esc or a click elsewhere closes it; Esc puts the focus back on the button.
 */
function InquiryMenu({ label, items }: { label: string; items: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div
      className="site-nav__menu"
      ref={root}
      // Tabbing out of the open list closes it.
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="site-nav__link site-nav__dropdown" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {label}
        <span className="site-nav__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="site-nav__submenu" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <MenuAnchor link={item} className="site-nav__sublink" onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DesktopMenu() {
  const { intro, recruits, inquiry, inquiryLabel } = useMenu();
  return (
    <nav className="site-nav" aria-label={messages.header.mainMenu}>
      <ul className="site-nav__list">
        <li>
          <MenuAnchor link={intro} className="site-nav__link" />
        </li>
        <li>
          <MenuAnchor link={recruits} className="site-nav__link" />
        </li>
        {inquiry.length > 0 ? (
          <li>
            <InquiryMenu label={inquiryLabel} items={inquiry} />
          </li>
        ) : null}
      </ul>
      <Link className="site-header__check" to={routePath('R5-0') ?? '/'}>
        {messages.header.checkApplication}
      </Link>
    </nav>
  );
}

function MobileMenu() {
  const { intro, recruits, inquiry, inquiryLabel } = useMenu();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={`menu-toggle${open ? ' is-open' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? messages.header.closeMenu : messages.header.openMenu}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="menu-toggle__bar" aria-hidden="true" />
        <span className="menu-toggle__bar" aria-hidden="true" />
        <span className="menu-toggle__bar" aria-hidden="true" />
      </button>
      <nav id={menuId} className={`mobile-menu${open ? ' is-open' : ''}`} aria-label={messages.header.mainMenu} hidden={!open}>
        <ul className="mobile-menu__list">
          <li>
            <MenuAnchor link={intro} className="mobile-menu__link" onNavigate={close} />
          </li>
          <li>
            <MenuAnchor link={recruits} className="mobile-menu__link" onNavigate={close} />
          </li>
          {inquiry.length > 0 ? (
            <li>
              <p className="mobile-menu__group">{inquiryLabel}</p>
              <ul className="mobile-menu__sublist">
                {inquiry.map((item) => (
                  <li key={item.key}>
                    <MenuAnchor link={item} className="mobile-menu__sublink" onNavigate={close} />
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
        </ul>
        <Link className="site-header__check mobile-menu__check" to={routePath('R5-0') ?? '/'} onClick={close}>
          {messages.header.checkApplication}
        </Link>
      </nav>
    </>
  );
}

export function Header() {
  const { company } = useCompany();
  const mobile = useIsMobile();
  return (
    <header className={`site-header site-header--${company.headerColor}`}>
      <div className="site-header__inner">
        <Logo />
        {mobile ? <MobileMenu /> : <DesktopMenu />}
      </div>
    </header>
  );
}
