import 'reflect-metadata';
import { runServiceProcess } from '@tessera/platform';
import { sqlServiceDefinition } from './sql-service.definition';

void runServiceProcess(sqlServiceDefinition);
