import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { BrandProvider, shippedVariants, LayoutSlot, variant, type RuntimeBrand, type SlotVariants } from './index';
import { variantConstants } from './slotList';

const brandWith = (templates: Partial<RuntimeBrand['templates']>) => ({ templates: { mem_cen: 1, dep_func: 1, ...templates } }) as unknown as RuntimeBrand;

const Four = () => <p>four tabs</p>;
const Five = () => <p>five tabs</p>;

function Bar({ variants }: { variants: SlotVariants<'tab_bar', object> }) {
  return <LayoutSlot slot="tab_bar" variants={variants} props={{}} />;
}

const show = (brand: RuntimeBrand, variants: SlotVariants<'tab_bar', object>) =>
  render(
    <BrandProvider brand={brand} assets={{ logo: '', icon: '' }}>
      <Suspense fallback={<p>loading</p>}>
        <Bar variants={variants} />
      </Suspense>
    </BrandProvider>,
  );

describe('layout slots', () => {
  it('shows the variant the templates choose, loaded lazily', async () => {
    show(brandWith({ tab_bar: 'four' }), {
      five: variant(async () => ({ Five }), 'Five'),
      deposit: false,
      four: variant(async () => ({ Four }), 'Four'),
    });
    expect(await screen.findByText('four tabs')).toBeInTheDocument();
  });

  it('falls back to the first variant the build ships when the chosen one is left out', async () => {
    show(brandWith({ tab_bar: 'four' }), { five: variant(async () => ({ Five }), 'Five'), deposit: false, four: false });
    expect(await screen.findByText('five tabs')).toBeInTheDocument();
  });

  it('a build ships the chosen variants and those the brand names, and leaves out the rest', () => {
    const config = { templates: { mem_cen: 0, dep_func: 1, tab_bar: 'four' }, variants: { home_layout: ['games'] } } as const;
    expect(shippedVariants(config)).toEqual({
      mem_cen: [0],
      dep_func: [1],
      home_layout: ['banners', 'games'],
      game_tile: ['icon'],
      tab_bar: ['four'],
      home_header: ['classic'],
    });
    const constants = variantConstants(config);
    expect(constants['import.meta.env.WL_OMIT_TAB_BAR_FIVE']).toBe('true');
    expect(constants['import.meta.env.WL_OMIT_TAB_BAR_FOUR']).toBe('false');
    expect(constants['import.meta.env.WL_OMIT_MEM_CEN_1']).toBe('true');
    expect(constants['import.meta.env.WL_OMIT_HOME_LAYOUT_GAMES']).toBe('false');
  });
});
