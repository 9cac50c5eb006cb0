import { Suspense } from 'react';
import { LayoutSlot, variant, type SlotVariants } from '@wl/brand';
import { Bar, Header, type HomeHeaderProps } from './homeHeader/headerParts';

/** Home's header designs (brand template `home_header`), each its own chunk; a build ships only those its brand uses. */
const VARIANTS: SlotVariants<'home_header', HomeHeaderProps> = {
  classic: !import.meta.env.WL_OMIT_HOME_HEADER_CLASSIC && variant(() => import('./homeHeader/ClassicHeader'), 'ClassicHeader'),
  centred: !import.meta.env.WL_OMIT_HOME_HEADER_CENTRED && variant(() => import('./homeHeader/CentredHeader'), 'CentredHeader'),
};

/** The home-only header in the brand's design; its bar's place is kept while the design loads (preloaded by the page). */
export function HomeHeader(props: HomeHeaderProps) {
  return (
    <Suspense
      fallback={
        <Header>
          <Bar />
        </Header>
      }
    >
      <LayoutSlot slot="home_header" variants={VARIANTS} props={props} />
    </Suspense>
  );
}
