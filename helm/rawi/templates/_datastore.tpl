{{/*
Pieces the data stores (MongoDB, MinIO, NATS) share.
*/}}

{{/* A PersistentVolumeClaim template. Args: the store's values. */}}
{{- define "rawi.volumeClaim" -}}
- metadata:
    name: data
  spec:
    accessModes: [ReadWriteOnce]
    {{- with .persistence.storageClass }}
    storageClassName: {{ . }}
    {{- end }}
    resources:
      requests:
        storage: {{ .persistence.size }}
{{- end -}}

{{/*
NetworkPolicy: the store accepts connections on its port only from the listed Rawi components.
Args: dict root, name (the store), port (name of the container port), clients (list).
*/}}
{{- define "rawi.dataStorePolicy" -}}
{{- if .root.Values.networkPolicy.enabled }}
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "rawi.componentName" . }}
  labels:
    {{- include "rawi.labels" . | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "rawi.selectorLabels" . | nindent 6 }}
  policyTypes: [Ingress]
  ingress:
    - from:
        {{- range .clients }}
        - podSelector:
            matchLabels:
              {{- include "rawi.selectorLabels" (dict "root" $.root "name" .) | nindent 14 }}
        {{- end }}
      ports:
        - port: {{ .port }}
          protocol: TCP
    {{- with .peersPort }}
    # The store's own pods replicate to each other on this port.
    - from:
        - podSelector:
            matchLabels:
              {{- include "rawi.selectorLabels" $ | nindent 14 }}
      ports:
        - port: {{ . }}
          protocol: TCP
    {{- end }}
{{- end }}
{{- end -}}

{{/* The backup CronJob's pods as a client of the data stores, when backups are on (a JSON list). */}}
{{- define "rawi.backupClients" -}}
{{- ternary (list "backup") (list) .Values.backup.enabled | toJson -}}
{{- end -}}

{{/* The five services that use MongoDB and NATS. */}}
{{- define "rawi.services" -}}
{{- list "identity" "content" "projects" "media" "contact" | toJson -}}
{{- end -}}
