import { messages } from '../messages';

export interface LoginBody {
  email: string;
  password: string;
  recaptcha_token?: string;
  platform?: string;
}

export const loginBodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string', title: messages.loginEmailLabel, minLength: 1, maxLength: 255 },
    password: { type: 'string', title: 'Password', minLength: 1, maxLength: 255 },
    recaptcha_token: { type: 'string', title: 'reCAPTCHA token', maxLength: 4096 },
    platform: { type: 'string', title: 'Platform', enum: ['web', 'ios', 'android'] },
  },
  required: ['email', 'password'],
} as const;
