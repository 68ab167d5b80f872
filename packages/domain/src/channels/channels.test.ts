import { describe, expect, it } from 'vitest';
import { channelById, channelIdByName, channelIdSchema, channels, customerKeyWireNames } from './index';

describe('channel catalogue (spec protocol-inbox §3)', () => {
  it('has the 17 channels with the spec ids', () => {
    expect(channels.map((channel) => `${channel.id}:${channel.name}`)).toEqual([
      '1:chat',
      '2:whatsapp',
      '3:sms',
      '4:email',
      '5:messenger',
      '6:phone',
      '7:video',
      '8:instagram_chat',
      '9:telegram',
      '10:complaint_site',
      '11:landing_page',
      '12:rcs',
      '13:consumer_portal',
      '14:google_chat',
      '15:youtube',
      '16:inbot_chat',
      '17:slack',
    ]);
    expect(channelIdByName.whatsapp).toBe(2);
    expect(channelById(6)?.name).toBe('phone');
  });
  it('keys customers by phone or e-mail with the spec wire names', () => {
    expect(customerKeyWireNames.whatsapp).toBe('customer_phome');
    expect(customerKeyWireNames.email).toBe('customer_email');
    expect(channelById(2)?.customerKey).toBe('phone');
    expect(channelById(1)?.customerKey).toBeNull();
  });
  it('refuses an unknown channel id', () => {
    expect(channelIdSchema.safeParse(18).success).toBe(false);
    expect(channelIdSchema.safeParse(17).success).toBe(true);
  });
});
