export { formatText, identityTranslate, TranslateProvider, useTranslate } from './i18n-context';
export type { TranslateFn } from './i18n-context';
export type { NotifyFn, SelectOption, ToastItem, ToastType } from './types';

export { createMemoryQueryParamAdapter, windowHistoryAdapter } from './hooks/query-param-adapter';
export type { HistoryMode, MemoryQueryParamAdapter, QueryParamAdapter } from './hooks/query-param-adapter';
export { serializeQuery, useQueryParamState } from './hooks/useQueryParamState';
export type { QueryParamPatch, SetQueryParams } from './hooks/useQueryParamState';

export { risonDecode, risonDecodeOr, risonEncode } from './utils/rison';
export { COPY_UNSUPPORTED_TEXT, copyTextToClipboard } from './utils/clipboard';
export { downloadText, toCsv, toTsv } from './utils/delimited-text';
export type { DataRow } from './utils/delimited-text';
export { isJsonCell, prettyJson } from './utils/json-cell';
export { TAG_NAME_MAX_LENGTH, truncateText } from './utils/truncate';
export { editDistance, suggestNames } from './utils/edit-distance';
export { hasTokenSeparator, splitTokens, TOKEN_SEPARATORS } from './utils/tokens';
export { CRON_FIELDS, CRON_PRESETS, isValidCron, splitCron } from './utils/cron';

export { ListView, validateFilterConfig } from './components/ListView/ListView';
export type { ListViewProps } from './components/ListView/ListView';
export { DEFAULT_LIST_PAGE_SIZE, DEFAULT_LIST_SORT } from './components/ListView/list-view.types';
export { pagerArrowItems } from './components/ListView/ListViewPagination';
export type {
  BooleanFilterConfig,
  BulkAction,
  CardSortOption,
  DateRangeFilterConfig,
  FetchDataConfig,
  FetchSelects,
  ListViewColumn,
  ListViewFilter,
  ListViewFilterConfig,
  SearchFilterConfig,
  SelectFilterConfig,
  SortColumn,
  ViewMode,
} from './components/ListView/list-view.types';
export type { ListViewEmptyStateConfig } from './components/ListView/ListViewEmptyState';
export { LOADING_CARD_COUNT } from './components/ListView/ListViewCards';
export { nextSort } from './components/ListView/list-view.sorting';

export { DataGrid } from './components/DataGrid/DataGrid';
export { formatTemporalValue } from './components/DataGrid/DataGrid';
export type { DataGridColumn, DataGridProps } from './components/DataGrid/DataGrid';

export { DeleteModal, isDeleteConfirmed } from './components/DeleteModal/DeleteModal';
export type { DeleteModalProps } from './components/DeleteModal/DeleteModal';
export { ConfirmModal } from './components/ConfirmModal/ConfirmModal';
export type { ConfirmModalProps } from './components/ConfirmModal/ConfirmModal';
export { DRIVER_DOCS_URL, IMPORT_ACCEPT, ImportModal } from './components/ImportModal/ImportModal';
export type { ImportModalProps, ImportRequest } from './components/ImportModal/ImportModal';
export { ALREADY_EXISTS_MESSAGE, IMPORT_SECRET_MESSAGES, parseImportFailure } from './components/ImportModal/import-errors';
export type { ImportFailure, ImportNeeds } from './components/ImportModal/import-errors';
export { MODAL_DEFAULT_WIDTH, ModalForm } from './components/ModalForm/ModalForm';
export type { ModalFormProps } from './components/ModalForm/ModalForm';
export { isEmptyValue, validateField, validateForm } from './components/ModalForm/modal-form.validation';
export type { ModalFormField, ModalFormFieldType, ModalFormValues } from './components/ModalForm/modal-form.validation';

export { ErrorAlert } from './components/ErrorAlert/ErrorAlert';
export type { ErrorAlertProps } from './components/ErrorAlert/ErrorAlert';
export { ErrorPanel } from './components/ErrorAlert/ErrorPanel';
export { ERROR_PANELS, getErrorPanel } from './components/ErrorAlert/getErrorPanel';
export type { ErrorLevel, ErrorPanelProps, ErrorSource, SupersetError } from './components/ErrorAlert/error-panel.types';
export { DatabaseErrorPanel } from './components/ErrorAlert/DatabaseErrorPanel';
export { GenericErrorPanel } from './components/ErrorAlert/GenericErrorPanel';
export { InvalidPayloadErrorPanel } from './components/ErrorAlert/InvalidPayloadErrorPanel';
export { MissingDatasetPanel } from './components/ErrorAlert/MissingDatasetPanel';
export { NetworkErrorPanel } from './components/ErrorAlert/NetworkErrorPanel';
export { OAuth2RedirectPanel } from './components/ErrorAlert/OAuth2RedirectPanel';
export { ParameterErrorPanel } from './components/ErrorAlert/ParameterErrorPanel';
export { SqlParseErrorPanel } from './components/ErrorAlert/SqlParseErrorPanel';
export { TimeoutErrorPanel } from './components/ErrorAlert/TimeoutErrorPanel';
export { ISSUE_CODE_DOCS_URL } from './components/ErrorAlert/IssueCodeList';

export { ToastContainer } from './components/ToastContainer/ToastContainer';
export type { ToastContainerProps } from './components/ToastContainer/ToastContainer';

export { EditableTitle } from './components/EditableTitle/EditableTitle';
export type { EditableTitleProps } from './components/EditableTitle/EditableTitle';
export { FaveStar } from './components/FaveStar/FaveStar';
export type { FaveStarProps } from './components/FaveStar/FaveStar';
export { CertifiedBadge } from './components/CertifiedBadge/CertifiedBadge';
export type { CertifiedBadgeProps } from './components/CertifiedBadge/CertifiedBadge';
export { WarningIconWithTooltip } from './components/WarningIconWithTooltip/WarningIconWithTooltip';
export type { WarningIconWithTooltipProps } from './components/WarningIconWithTooltip/WarningIconWithTooltip';
export { TagChip, tagEntitiesUrl } from './components/TagChip/TagChip';
export type { TagChipProps, TagChipTag } from './components/TagChip/TagChip';
export { TagList } from './components/TagList/TagList';
export type { TagListProps } from './components/TagList/TagList';
export { CopyToClipboard } from './components/CopyToClipboard/CopyToClipboard';
export type { CopyToClipboardProps } from './components/CopyToClipboard/CopyToClipboard';
export { CronPicker } from './components/CronPicker/CronPicker';
export type { CronPickerProps } from './components/CronPicker/CronPicker';
export { Select } from './components/Select/Select';
export type { MultiSelectProps, SelectProps, SingleSelectProps } from './components/Select/Select';
export { SELECT_MAX_TAG_COUNT, SELECT_PAGE_SIZE } from './components/Select/select.types';
export type { SelectOptionsLoader, SelectOptionsPage, SelectOptionsSource, SelectValue } from './components/Select/select.types';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { Loading } from './components/Loading/Loading';
export type { LoadingProps } from './components/Loading/Loading';
export { DropdownMoreMenu, MORE_MENU_MAX_HEIGHT } from './components/DropdownMoreMenu/DropdownMoreMenu';
export type { DropdownMoreMenuProps } from './components/DropdownMoreMenu/DropdownMoreMenu';
export { MenuButton } from './components/MenuButton/MenuButton';
export type { MenuButtonProps, MenuItem } from './components/MenuButton/MenuButton';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { Tooltip } from './components/Tooltip/Tooltip';
export type { TooltipProps } from './components/Tooltip/Tooltip';
