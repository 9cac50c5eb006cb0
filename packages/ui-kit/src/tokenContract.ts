// Built by `pnpm tokens:contract` (Style Dictionary) from tokenContract.json, the token contract in DTCG:
// edit that file, not this one. The test command checks that this file is current.

/** Colour tokens: the only colours components may use (they change with the colour mode) */
export interface ColorTokens {
  bg: {
    /** page background */
    page: string;
    /** cards, sheets, list rows */
    surface: string;
    /** raised surface: dialogs, drawers, menus */
    raised: string;
    /** inputs and pressed rows */
    sunken: string;
    /** dimming layer behind dialogs and drawers */
    mask: string;
  };
  text: {
    primary: string;
    secondary: string;
    muted: string;
    /** text on brand.primary */
    onPrimary: string;
    link: string;
  };
  brand: {
    primary: string;
    primaryPressed: string;
    secondary: string;
    /** gradient start used by headers and hero areas */
    gradientFrom: string;
    /** gradient end used by headers and hero areas */
    gradientTo: string;
  };
  border: {
    default: string;
    strong: string;
    focus: string;
  };
  status: {
    success: string;
    warning: string;
    danger: string;
    info: string;
    /** text on any status colour */
    onStatus: string;
  };
  badge: {
    bg: string;
    text: string;
  };
}

/** What changes with the colour mode: a brand sets it once for `dark` and once for `light`. */
export interface ModeTokens {
  /** Colour tokens: the only colours components may use (they change with the colour mode) */
  color: ColorTokens;
  /** Shadows (they change with the colour mode) */
  shadow: {
    card: string;
    raised: string;
  };
}

/** What does not change with the colour mode. */
export interface ScaleTokens {
  /** Gaps and padding */
  space: {
    '1': string;
    '2': string;
    '3': string;
    '4': string;
    '5': string;
    '6': string;
  };
  /** Corner radii */
  radius: {
    sm: string;
    md: string;
    card: string;
    pill: string;
  };
  /** Type: sizes in rem, so they follow the phone's text size */
  font: {
    family: string;
    size: {
      xs: string;
      sm: string;
      /** at least 1rem: iOS zooms into inputs with a smaller font size */
      md: string;
      lg: string;
      xl: string;
    };
    weight: {
      regular: string;
      bold: string;
    };
  };
  /** Fixed sizes of the frame */
  size: {
    /** minimum touch target */
    touch: string;
    topBar: string;
    tabBar: string;
  };
}

export interface BrandTokens {
  dark: ModeTokens;
  light: ModeTokens;
  scale: ScaleTokens;
}

/** The contract's shape as data: every token with its DTCG type. */
export const TOKEN_SHAPE: ModeTokens & ScaleTokens = {
  color: {
    bg: {
      page: 'color',
      surface: 'color',
      raised: 'color',
      sunken: 'color',
      mask: 'color',
    },
    text: {
      primary: 'color',
      secondary: 'color',
      muted: 'color',
      onPrimary: 'color',
      link: 'color',
    },
    brand: {
      primary: 'color',
      primaryPressed: 'color',
      secondary: 'color',
      gradientFrom: 'color',
      gradientTo: 'color',
    },
    border: {
      default: 'color',
      strong: 'color',
      focus: 'color',
    },
    status: {
      success: 'color',
      warning: 'color',
      danger: 'color',
      info: 'color',
      onStatus: 'color',
    },
    badge: {
      bg: 'color',
      text: 'color',
    },
  },
  shadow: {
    card: 'shadow',
    raised: 'shadow',
  },
  space: {
    '1': 'dimension',
    '2': 'dimension',
    '3': 'dimension',
    '4': 'dimension',
    '5': 'dimension',
    '6': 'dimension',
  },
  radius: {
    sm: 'dimension',
    md: 'dimension',
    card: 'dimension',
    pill: 'dimension',
  },
  font: {
    family: 'fontFamily',
    size: {
      xs: 'dimension',
      sm: 'dimension',
      md: 'dimension',
      lg: 'dimension',
      xl: 'dimension',
    },
    weight: {
      regular: 'fontWeight',
      bold: 'fontWeight',
    },
  },
  size: {
    touch: 'dimension',
    topBar: 'dimension',
    tabBar: 'dimension',
  },
};

/** ui-kit's sample brand (the contract file's values), for tests and stories. */
export const SAMPLE_TOKENS: BrandTokens = {
  dark: {
    color: {
      bg: {
        page: '#0f1115',
        surface: '#1a1d24',
        raised: '#242833',
        sunken: '#0b0c10',
        mask: 'rgba(0, 0, 0, 0.6)',
      },
      text: {
        primary: '#f4f5f7',
        secondary: '#b8bcc6',
        muted: '#7d8290',
        onPrimary: '#1a1200',
        link: '#ffcc4d',
      },
      brand: {
        primary: '#f5b400',
        primaryPressed: '#d49b00',
        secondary: '#3c7cff',
        gradientFrom: '#ffcc4d',
        gradientTo: '#d49b00',
      },
      border: {
        default: '#2e3340',
        strong: '#4a5060',
        focus: '#ffcc4d',
      },
      status: {
        success: '#2fbf71',
        warning: '#f5a524',
        danger: '#f0445a',
        info: '#3c9cff',
        onStatus: '#ffffff',
      },
      badge: {
        bg: '#f0445a',
        text: '#ffffff',
      },
    },
    shadow: {
      card: '0px 1px 3px 0px rgba(0, 0, 0, 0.5)',
      raised: '0px 8px 24px 0px rgba(0, 0, 0, 0.6)',
    },
  },
  light: {
    color: {
      bg: {
        page: '#f4f5f7',
        surface: '#ffffff',
        raised: '#ffffff',
        sunken: '#eceef2',
        mask: 'rgba(0, 0, 0, 0.45)',
      },
      text: {
        primary: '#14161a',
        secondary: '#4a4f5c',
        muted: '#80869a',
        onPrimary: '#1a1200',
        link: '#8a5a00',
      },
      brand: {
        primary: '#f5b400',
        primaryPressed: '#d49b00',
        secondary: '#2563eb',
        gradientFrom: '#ffd45c',
        gradientTo: '#f5b400',
      },
      border: {
        default: '#dcdfe6',
        strong: '#b4b9c6',
        focus: '#8a5a00',
      },
      status: {
        success: '#1e9e5a',
        warning: '#c77c00',
        danger: '#d92d44',
        info: '#1f7ae0',
        onStatus: '#ffffff',
      },
      badge: {
        bg: '#d92d44',
        text: '#ffffff',
      },
    },
    shadow: {
      card: '0px 1px 3px 0px rgba(20, 22, 26, 0.12)',
      raised: '0px 8px 24px 0px rgba(20, 22, 26, 0.18)',
    },
  },
  scale: {
    space: {
      '1': '4px',
      '2': '8px',
      '3': '12px',
      '4': '16px',
      '5': '24px',
      '6': '32px',
    },
    radius: {
      sm: '4px',
      md: '8px',
      card: '12px',
      pill: '999px',
    },
    font: {
      family: 'system-ui, -apple-system, \'Segoe UI\', Roboto, sans-serif',
      size: {
        xs: '0.6875rem',
        sm: '0.8125rem',
        md: '1rem',
        lg: '1.125rem',
        xl: '1.375rem',
      },
      weight: {
        regular: '400',
        bold: '700',
      },
    },
    size: {
      touch: '44px',
      topBar: '48px',
      tabBar: '56px',
    },
  },
};
