import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { defaultCompany, useCompany } from '../../../lib/company-context.tsx';
import { fileUrl } from '../../../lib/file-url.ts';
import { useCompanyByDomain } from '../api/get-company-by-domain.ts';

function setMeta(property: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute('property', property);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/** /statics/:domain: the share page; sets the title and the og: tags from the company's brand. */
export function StaticsPage() {
  const { domain = '' } = useParams();
  const { fileDomain } = useCompany();
  const query = useCompanyByDomain(domain);
  const brand = query.data && 'name' in query.data ? query.data : undefined;
  const name = brand?.name ?? (query.isFetched ? defaultCompany.name : undefined);
  const logo = brand ? (brand.site.logoUrl ?? brand.logoUrl) : undefined;

  useEffect(() => {
    if (!name) return;
    const title = messages.statics.title(name);
    document.title = title;
    setMeta('og:title', title);
    setMeta('og:description', title);
    const image = fileUrl(fileDomain || window.location.origin, logo);
    if (image) setMeta('og:image', image);
  }, [name, logo, fileDomain]);

  if (!name) return <InlineLoading />;
  return (
    <section className="status-page" aria-labelledby="statics-title">
      {logo ? <img className="statics-logo" src={fileUrl(fileDomain, logo)} alt="" /> : null}
      <h1 id="statics-title" className="status-page__title">
        {messages.statics.title(name)}
      </h1>
    </section>
  );
}
