import 'reflect-metadata';
import { runServiceProcess } from '@tessera/platform';
import { logServiceDefinition } from './log-service.definition';

void runServiceProcess(logServiceDefinition);
