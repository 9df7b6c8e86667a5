import { messages } from '@portal/shared/messages';
import { LatestNotice } from '../../features/boards/components/latest-notice.tsx';
import { TermsDialogLink } from '../../features/site/components/terms-dialog.tsx';
import { useCompany } from '../../lib/company-context.tsx';

export function Footer() {
  const { company } = useCompany();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <LatestNotice />
        <div className="site-footer__bottom">
          <ul className="site-footer__links">
            <li>
              <TermsDialogLink label={messages.footer.privacyPolicy} html={company.site.terms_privacy} strong />
            </li>
            <li>
              <TermsDialogLink label={messages.footer.emailRefusal} html={company.site.terms_email} />
            </li>
          </ul>
          <p className="site-footer__copyright">{messages.footer.copyright(company.name)}</p>
        </div>
      </div>
    </footer>
  );
}
