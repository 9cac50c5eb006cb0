import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { brandUrlPolicy, openablePlatformUrl } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useHelpItems } from '@wl/content';
import { CATEGORY_PATH, gameCategoryHref, hubCategories, useVendorGameTypesQuery, visibleCategories, type CategoryTile } from '@wl/games';
import { useTranslation, yearOf } from '@wl/i18n';
import { useProtectionEntry } from '@wl/protection';
import { ChevronIcon } from './icons';
import { CONTACT_ORDER, footerSections, presentLinks, SOCIAL_ORDER, type FooterSection } from './visibility';

const Foot = styled.footer`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
  padding: ${(p) => p.theme.space['4']} ${(p) => p.theme.space['3']} ${(p) => p.theme.space['5']};
  border-top: 1px solid ${(p) => p.theme.color.border.default};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  p {
    margin: 0;
  }
`;

const Sections = styled.div`
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['3']};
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-weight: ${(p) => p.theme.font.weight.bold};
  cursor: pointer;
  svg {
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  margin: 0;
  padding: 0 ${(p) => p.theme.space['3']} ${(p) => p.theme.space['2']};
  list-style: none;
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: ${(p) => p.theme.size.touch};
    padding: 0;
    border: 0;
    background: transparent;
    color: ${(p) => p.theme.color.text.secondary};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']};
  margin: ${(p) => p.theme.space['1']} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.size.touch};
    padding: 0 ${(p) => p.theme.space['3']};
    border: 1px solid ${(p) => p.theme.color.border.strong};
    border-radius: ${(p) => p.theme.radius.pill};
    color: ${(p) => p.theme.color.text.primary};
    text-decoration: none;
  }
`;

const Heading = styled.h2`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/**
 * The site footer (spec 001 section 2): an accordion of game categories and, when help items exist, the
 * help centre (one panel open at a time, none at first); contact and social links only where the brand
 * has one; the age and risk texts with the brand's minimum age. A category scrolls to the top and selects it
 * in the home game hub (`/m/home?category=`, decision 020); one the hub does not show (LOTT, ELOTT) opens its
 * list page.
 */
export function Footer() {
  const { t } = useTranslation('storefront');
  const { t: tc, i18n } = useTranslation();
  const brand = useBrand();
  const [openSection, setOpenSection] = useState<FooterSection | null>(null);
  const vendors = useVendorGameTypesQuery({ language: i18n.language });
  const help = useHelpItems();
  const categories = visibleCategories(vendors.data ?? []);
  const inHub = new Set<string>(hubCategories(vendors.data ?? []));
  // a link only as openablePlatformUrl accepts it: a refused one is no link, never a javascript: href
  const policy = brandUrlPolicy(brand, 'link');
  const openable = <K extends string>(links: { key: K; url: string }[]) =>
    links.flatMap(({ key, url }) => {
      const safe = openablePlatformUrl(url, policy);
      return safe ? [{ key, url: safe }] : [];
    });
  const contact = openable(presentLinks(brand.links.contact, CONTACT_ORDER));
  const social = openable(presentLinks(brand.links.social, SOCIAL_ORDER));

  const protection = useProtectionEntry();
  const toggle = (section: FooterSection) => setOpenSection((current) => (current === section ? null : section));

  return (
    <Foot>
      <Sections role="group" aria-label={t('footer.sections')}>
        {footerSections(help.data?.length ?? 0).map((section) => (
          <div key={section}>
            <Toggle aria-expanded={openSection === section} aria-controls={`footer-${section}`} onClick={() => toggle(section)}>
              {t(section === 'games' ? 'footer.games' : 'footer.help')}
              <ChevronIcon />
            </Toggle>
            {openSection === section && (
              <Panel id={`footer-${section}`}>
                {section === 'games'
                  ? categories.map((c) => (
                      <li key={c.category}>
                        <CategoryLink category={c.category} inHub={inHub.has(c.category)} label={tc(`home.categories.${c.category}`)} />
                      </li>
                    ))
                  : help.data!.map((item, i) => (
                      <li key={item.title}>
                        <Link to={`/m/help?i=${i}`}>{item.title}</Link>
                      </li>
                    ))}
              </Panel>
            )}
          </div>
        ))}
      </Sections>
      <LinkSection id="footer-contact" title={t('footer.contact')} links={contact.map(({ key, url }) => ({ key, url, label: t(`footer.${key}`) }))} />
      <LinkSection id="footer-social" title={t('footer.follow')} links={social.map(({ key, url }) => ({ key, url, label: t(`footer.${key}`) }))} />
      {protection && (
        <Links>
          <li>
            <Link to={protection.to}>{protection.label}</Link>
          </li>
        </Links>
      )}
      <p>{tc('footer.age', { age: brand.minimumAge })}</p>
      <p>{tc('footer.risk')}</p>
      <p>{t('footer.copyright', { year: yearOf(), brand: brand.name })}</p>
    </Foot>
  );
}

/** A footer category: scrolls to the top and shows the category in the home hub (or its list page). */
function CategoryLink({ category, inHub, label }: { category: CategoryTile['category']; inHub: boolean; label: string }) {
  return (
    <Link to={inHub ? gameCategoryHref(category) : CATEGORY_PATH[category]} replace={inHub} onClick={() => window.scrollTo({ top: 0 })}>
      {label}
    </Link>
  );
}

/** A titled list of the brand's external links (contact, social); nothing when the brand has none. */
function LinkSection({ id, title, links }: { id: string; title: string; links: { key: string; url: string; label: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <Links>
        {links.map(({ key, url, label }) => (
          <li key={key}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          </li>
        ))}
      </Links>
    </section>
  );
}
