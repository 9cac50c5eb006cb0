// Makes the DefaultTheme augmentation visible to every package that imports @wl/ui-kit.
/// <reference path="./styled.d.ts" />
// @wl/ui-kit: themed, i18n-free mobile components. Every label comes in as a prop.

export { colorModes, createTheme, cssVarName, theme } from './tokens';
export type { BrandTokens, ColorMode, ColorTokens, ModeTokens, ScaleTokens, Theme } from './tokens';

export { GlobalStyle, UiKitProvider } from './UiKitProvider/UiKitProvider';
export type { UiKitProviderProps } from './UiKitProvider/UiKitProvider';

export { MASK_GUARD_MS, useMaskGuard } from './shared/useMaskGuard';
export { OVERLAY_OPEN_ATTRIBUTE, useBodyScrollLock } from './shared/useBodyScrollLock';
export { useDebounced } from './shared/useDebounced';
export { useDialogTurn } from './shared/dialogTurn';
export { useScrollableFocus } from './shared/useScrollableFocus';
export { IconButton } from './shared/IconButton';
export { headerSurface } from './shared/styles';
export { visuallyHidden } from './shared/visuallyHidden';
export { createTrustedPolicy, TRUSTED_TYPES_POLICIES } from './shared/trustedTypes';
export type { TrustedPolicy, TrustedPolicyName, TrustedPolicyRules } from './shared/trustedTypes';
export { Icon, ChevronLeftIcon, CloseIcon, EyeIcon, EyeOffIcon, RefreshIcon, type IconProps } from './shared/icons';
export { BellIcon, ChartIcon, CreditCardIcon, FileIcon, GamepadIcon, GiftIcon, InboxIcon, ReceiptIcon, UsersIcon, WalletIcon } from './EmptyState/icons';

export { Button, buttonLook } from './Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button';

export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export { digitsOnly, PinField } from './TextField/PinField';

export { Tabs } from './Tabs/Tabs';
export type { TabItem, TabsProps } from './Tabs/Tabs';

export { TOAST_DURATION, ToastProvider, toastDuration, useToast } from './Toast/Toast';
export type { ToastApi, ToastKind, ToastOptions } from './Toast/Toast';
export { COPY_TOAST_MS, useCopy, type CopyMessages } from './Toast/useCopy';

export { Dialog } from './Dialog/Dialog';
export type { DialogProps } from './Dialog/Dialog';

export { Prompt } from './Prompt/Prompt';
export type { PromptProps } from './Prompt/Prompt';

export { Drawer } from './Drawer/Drawer';
export type { DrawerProps, DrawerSide } from './Drawer/Drawer';

export { Badge, formatBadgeCount } from './Badge/Badge';
export type { BadgeProps } from './Badge/Badge';

export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner/Spinner';

export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';

export { ErrorState } from './ErrorState/ErrorState';
export type { ErrorStateProps } from './ErrorState/ErrorState';

export { PageState } from './PageState/PageState';
export { PageStateLabelsProvider, type PageStateLabels } from './PageState/labels';
export type { PageStateProps, PageStateQuery, PageStateSize } from './PageState/PageState';

export { QrCode } from './QrCode/QrCode';
export { LinkText } from './QrCode/LinkText';
export type { QrCodeProps } from './QrCode/QrCode';

export { TopBar } from './TopBar/TopBar';
export type { TopBarProps } from './TopBar/TopBar';

export { Row, Stack } from './Stack/Stack';
export { Figures, type FiguresLayout } from './Figures/Figures';
export { Heading } from './Heading/Heading';
export { Alert, Card, CardList, InlineMessage, Muted, Notice, PageBody, RecordHead, RecordItem, type NoticeTone } from './Layout/Layout';

export { useForm } from './form/useForm';
export type { FieldName, Form, FormErrors, FormFieldProps, FormValidators, TextFieldName, UseFormOptions } from './form/useForm';

export { DataTable } from './DataTable/DataTable';
export type { DataTableProps } from './DataTable/DataTable';
export { FieldList } from './FieldList/FieldList';
export type { FieldListItem, FieldListLayout, FieldListProps } from './FieldList/FieldList';

export { NearViewport } from './NearViewport/NearViewport';
export type { NearViewportProps } from './NearViewport/NearViewport';

export { BALANCE_MASK, BalanceDisplay, currencyDigits, currencySymbolOf, formatBalance, maskBalance } from './BalanceDisplay/BalanceDisplay';
export type { BalanceDisplayProps } from './BalanceDisplay/BalanceDisplay';

export { lazyPart, PartBoundary } from './LazyPart/LazyPart';
export type { PartBoundaryProps } from './LazyPart/LazyPart';
