/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly BRAND: string;
  readonly VITE_DEMO_MSW?: string;
}
