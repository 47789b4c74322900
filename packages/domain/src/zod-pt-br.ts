import { z } from 'zod';

// Every message a user can see is pt-BR: zod's own messages too (for the rules without a custom text).
z.config(z.locales.ptBR());
