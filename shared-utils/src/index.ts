// Public surface of @portal/shared-utils. Changes here are additive only: an MF deployed last month
// must keep working with today's shared-utils.

// Micro-frontend plumbing
export { createLifecycles } from './mf/createLifecycles';
export { SlotError } from './mf/SlotError';
export { messages } from './messages';
export { forgetModule, importModule } from './mf/systemLoader';
export { stylesheetsLoaded } from './mf/pageStylesheets';

// Front-end error reports, attributed to the micro-frontend and version that failed
export {
  reportClientError,
  startErrorReports,
  type ClientErrorInput,
} from './error-reports/errorReports';
export type { ClientErrorKind } from '@portal/contract/client-errors/report-text';

// Runtime configuration
export type {
  BalanceLink,
  BonusType,
  BrandConfig,
  ClientApp,
  FeatureFlags,
  Language,
  PortalConfig,
  RealtimeConfig,
  Region,
  UsState,
} from './config/PortalConfig';
export { US_STATE_NAMES } from './config/PortalConfig';
export { defaultConfig } from './config/defaultConfig';
export { config$, getConfig, loadConfig } from './config/config';
export { enabledClientApps, isUS, preferredClientApp } from './config/selectors';
export { BETTING_CLIENT_ID, FANTASY_CLIENT_ID } from './config/clientIds';

// Streams
export { session$, type SessionState } from './streams/session';
export { user$ } from './streams/user';
export { balanceChanged$, type Balance } from './streams/balanceChanged';
export { unauthorized$, type TokenStatus, type UnauthorizedEvent } from './streams/unauthorized';
export {
  realtime$,
  realtimeEvents$,
  userChannelSubscribed$,
  type RealtimeEvent,
  type RealtimeState,
} from './streams/realtime';
export {
  notifications$,
  notify,
  type Notification,
  type NotificationInput,
  type NotificationType,
} from './streams/notifications';
export { clientAppMounted$, type ClientAppMounted } from './streams/clientAppMounted';
export { notifyFailure, notifyInfo, notifySuccess } from './notices/notices';

// The player
export type {
  AvailableLimit,
  CountryCode,
  LimitRequest,
  Named,
  User,
  UserLimit,
  UserLocale,
} from './user/User';
export { USER_STATUS_CLOSED, USER_STATUS_LOCKED } from './user/User';
export { clientSummaries$, type ClientSummary } from './user/clientSummaries';
export { DEPOSIT_LIMIT_TYPE_ID, hasDepositLimit } from './user/limitTypes';
export { notifyAccountLocked } from './user/accountLocked';

// Post-signup tutorial (the shell shows it; auth and profile start it)
export { tutorial$, startTutorial, endTutorial } from './onboarding/tutorial';

// API client
export {
  apiRequest,
  apiGet,
  apiPost,
  apiDelete,
  apiDownload,
  type ApiRequestOptions,
  type ApiResponse,
  type Query,
  type QueryValue,
} from './api/apiRequest';
export { ApiError, type ErrorMap, type ErrorMeta } from './api/ApiError';
export { errorMessages } from './api/errorMessages';
export { apiErrorText, type ApiErrorTextOptions } from './api/apiErrorText';

// Data layer: the page's one QueryClient (every micro-frontend's tree has it, docs/data-layer.md)
export { getQueryClient } from './data/queryClient';
export { currentUserQuery } from './data/currentUserQuery';

// Session
export {
  login,
  type LoginCredentials,
  type LoginResponse,
  type LoginResult,
} from './session/login';
export { endSession, logout } from './session/logout';
export { patchUser } from './session/patchUser';
export { refreshUser } from './session/refreshUser';
export { updateUser } from './session/updateUser';
export { sessionStart$ } from './session/sessionStart';
export { startSession } from './session/startSession';

// Formatting
export { formatMoney, toCents } from './format/money';
export { formatDate, formatDateTime, type DateInput } from './format/dates';

// Modal navigation
export {
  closeModal,
  modal$,
  openModal,
  MODAL_PARAM,
  type ModalRoute,
} from './modal/modalNavigation';
export type { ModalBack, ModalBodyProps } from './modal/ModalBodyProps';
export {
  declareModal,
  type ModalAccess,
  type ModalDeclaration,
  type ModalSettings,
  type OwnedModals,
} from './modal/modalDeclaration';
export { MODAL_OWNERS, type ModalOwnerEntry } from './modal/modalOwners';
// Deprecated: the modals before owners declared them, for builds deployed before that
export { isModalName, MODALS, type ModalName, type ModalParcels } from './modal/modalRegistry';
export { prefetchModalOwners } from './modal/prefetchModalOwners';

// Navigation between pages of the portal
export { navigate } from './navigation/navigate';

// The date-of-birth rules. The validation schemas (yup) and the forms kit, with the masked date field,
// are the second module of this package, @portal/shared-utils/forms.
export { BIRTH_YEARS, minimumAge } from './validation/birthDate';

// Sign-up helper: the referrer cookie, captured at start-up
export { captureReferrer, readReferrer } from './referrer/referrerCookie';

// Terms and Conditions acceptance (the watcher runs from startSession)
export { currentTermsQuery, fetchCurrentTerms, TERMS_MODAL, type Terms } from './terms/terms';

// React hooks
export { useObservable } from './hooks/useObservable';
export { useUser } from './hooks/useUser';
export { useSession } from './hooks/useSession';
export { useConfig } from './hooks/useConfig';
export { useModal, type UseModal } from './hooks/useModal';
export { useMediaQuery } from './hooks/useMediaQuery';
export { useLatest } from './hooks/useLatest';
export { useIsSmallScreen } from './hooks/useIsSmallScreen';
export { breakpoints, SMALL_SCREEN_QUERY } from './layout/breakpoints';
export type { AccountLayoutProps } from './layout/layoutProps';

// Client app host (used by @portal/betting-host and @portal/fantasy-host)
export { ClientAppHost } from './client-app/ClientAppHost';
export { appMenu, type ClientAppMenuEntry } from './client-app/clientAppMenus';
export type { ClientAppModal, ClientAppProps } from './client-app/clientAppProps';

// UI kit
export { ConfirmDialog, type ConfirmDialogProps } from './ui/modal/ConfirmDialog';
export { Modal, type ModalProps } from './ui/modal/Modal';
export { Button, type ButtonProps, type ButtonVariant } from './ui/button/Button';
export { TextField, type TextFieldProps } from './ui/form/TextField';
export { Select, type SelectOption, type SelectProps } from './ui/form/Select';
export { Checkbox, type CheckboxProps } from './ui/form/Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './ui/form/RadioGroup';
export { ServiceStatusBanner } from './ui/service-status/ServiceStatusBanner';
export { Loader, type LoaderProps } from './ui/loader/Loader';
export { VisuallyHidden } from './ui/visually-hidden/VisuallyHidden';
export { Money, type MoneyProps } from './ui/money/Money';
export { Pagination, type PaginationProps } from './ui/pagination/Pagination';
export { TabList, type TabListProps, type TabListTab } from './ui/tabs/TabList';

// Names that moved to their one owner and that a deployed build still imports: thin re-exports that
// load the owner's code on demand (src/compat, docs/architecture.md "How a name leaves the kernel").
export { acceptTerms, recaptchaToken, useRecaptcha } from './compat/movedToAuth';
export {
  formatDuration,
  refreshClientSummaries,
  summaryBonus,
  summaryCounter,
  Toast,
} from './compat/movedToShell';
