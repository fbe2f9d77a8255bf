import 'reflect-metadata';
import { runServiceProcess } from '@tessera/platform';
import { reportServiceDefinition } from './report-service.definition';

void runServiceProcess(reportServiceDefinition);
