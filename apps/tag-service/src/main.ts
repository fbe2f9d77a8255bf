import 'reflect-metadata';
import { runServiceProcess } from '@tessera/platform';
import { tagServiceDefinition } from './tag-service.definition';

void runServiceProcess(tagServiceDefinition);
