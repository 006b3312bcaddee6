import { onRequest } from 'firebase-functions/https';
import { createApp } from './app.ts';

export const api = onRequest({ region: 'us-central1', memory: '512MiB', concurrency: 80 }, createApp());
