/** Texts of the WeOn dialer's campaigns in the dialer settings form. pt-BR is the source; es-ES is shared by every Spanish. */
export const dialerCampaignsPtBR = {
  'settings.dialerCampaigns.title': 'Campanhas do discador',
  'settings.dialerCampaigns.help': 'Lidas agora no discador WeOn: se a lista aparece, a conexão funciona.',
  'settings.dialerCampaigns.refresh': 'Atualizar as campanhas',
  'settings.dialerCampaigns.empty': 'O discador não informou nenhuma campanha.',
  'settings.dialerCampaigns.active': 'Ativa',
  'settings.dialerCampaigns.inactive': 'Inativa',
};

export const dialerCampaignsEsES: typeof dialerCampaignsPtBR = {
  'settings.dialerCampaigns.title': 'Campañas del marcador',
  'settings.dialerCampaigns.help': 'Leídas ahora en el marcador WeOn: si aparece la lista, la conexión funciona.',
  'settings.dialerCampaigns.refresh': 'Actualizar las campañas',
  'settings.dialerCampaigns.empty': 'El marcador no ha devuelto ninguna campaña.',
  'settings.dialerCampaigns.active': 'Activa',
  'settings.dialerCampaigns.inactive': 'Inactiva',
};

/** Rioplatense: a dialer is a "discador". */
export const dialerCampaignsEsAR: Partial<typeof dialerCampaignsPtBR> = {
  'settings.dialerCampaigns.title': 'Campañas del discador',
  'settings.dialerCampaigns.help': 'Leídas recién en el discador WeOn: si aparece la lista, la conexión funciona.',
  'settings.dialerCampaigns.empty': 'El discador no devolvió ninguna campaña.',
};

export const dialerCampaignsEsPE: Partial<typeof dialerCampaignsPtBR> = {
  'settings.dialerCampaigns.empty': 'El marcador no devolvió ninguna campaña.',
};

export const dialerCampaignsEsMX: Partial<typeof dialerCampaignsPtBR> = {
  'settings.dialerCampaigns.empty': 'El marcador no devolvió ninguna campaña.',
};
