import 'reflect-metadata';
import { runServiceProcess } from '@tessera/platform';
import { chartDataServiceDefinition } from './chart-data-service.definition';

void runServiceProcess(chartDataServiceDefinition);
