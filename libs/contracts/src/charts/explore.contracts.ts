import { defineRequest } from '../bus/descriptor';
import {
  ExploreContextRequest,
  ExplorePermalinkCreateRequest,
  ExplorePermalinkKeyRequest,
  FormDataCreateRequest,
  FormDataKeyRequest,
  FormDataUpdateRequest,
} from './explore.dto';
import type { ExploreContext, ExplorePermalinkValue } from './explore.types';

/** The initial state Explore opens with; records an `explore` view when a saved chart is opened. */
export const Explore = {
  context: defineRequest<ExploreContextRequest, ExploreContext>('charts.explore.context', ExploreContextRequest, null),
};

/**
 * Explore's unsaved form data, kept 7 days under random keys. Reading needs access to the dataset
 * (and chart); changing or deleting an entry needs to be the user who stored it.
 */
export const ExploreFormData = {
  /** Answers the key; a user reopening the same tab on the same chart or dataset keeps theirs. */
  create: defineRequest<FormDataCreateRequest, { key: string }>('charts.form-data.create', FormDataCreateRequest, null),
  /** The stored form data, a JSON string; 404 when missing or expired. */
  get: defineRequest<FormDataKeyRequest, { form_data: string }>('charts.form-data.get', FormDataKeyRequest, null),
  /** May answer a new key (another tab, or no tab given). */
  update: defineRequest<FormDataUpdateRequest, { key: string }>('charts.form-data.update', FormDataUpdateRequest, null),
  delete: defineRequest<FormDataKeyRequest, { deleted: boolean }>('charts.form-data.delete', FormDataKeyRequest, null),
};

/** Permanent links to an Explore state. The gateway turns the key into an absolute url. */
export const ExplorePermalinks = {
  create: defineRequest<ExplorePermalinkCreateRequest, { key: string }>(
    'charts.explore-permalink.create',
    ExplorePermalinkCreateRequest,
    null,
  ),
  get: defineRequest<ExplorePermalinkKeyRequest, ExplorePermalinkValue>('charts.explore-permalink.get', ExplorePermalinkKeyRequest, null),
};
