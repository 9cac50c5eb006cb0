import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { CategoryGrid } from '@wl/games';
import { useTranslation } from '@wl/i18n';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['4']};
  padding: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['3']} ${(p) => p.theme.space['5']};
`;

const Hero = styled.section`
  padding: ${(p) => p.theme.space['5']} ${(p) => p.theme.space['4']};
  border-radius: ${(p) => p.theme.radius.card};
  background: linear-gradient(135deg, ${(p) => p.theme.color.brand.gradientFrom}, ${(p) => p.theme.color.bg.surface});
  border: 1px solid ${(p) => p.theme.color.border.default};
  h1 {
    margin: 0 0 ${(p) => p.theme.space['1']};
    font-size: ${(p) => p.theme.font.size.xl};
    color: ${(p) => p.theme.color.text.primary};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.text.secondary};
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
`;

/** Home (id homePage). Banners, marquee and game strips arrive with the storefront and games issues. */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Page id="homePage">
      <Hero>
        <h1>{t('home.welcomeTitle', { brand: brand.name })}</h1>
        <p>{t('home.welcomeBody')}</p>
      </Hero>
      <section aria-labelledby="home-games">
        <Heading id="home-games">{t('home.games')}</Heading>
      </section>
      <CategoryGrid />
    </Page>
  );
}
